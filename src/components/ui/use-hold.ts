import { useCallback, useRef, type FocusEvent } from 'react';

/**
 * Hover and keyboard focus as one "hold" for auto-advancing widgets (work
 * showcase, process carousel): `onChange(true)` when the pointer enters or
 * focus moves inside, `onChange(false)` once neither is true. Spread the
 * returned handlers on the widget's root. Focus on an element `ignore`
 * accepts (e.g. the widget's own pause/play control) does not hold.
 */
export function useHold(onChange: (held: boolean) => void, ignore?: (target: EventTarget) => boolean) {
  const inside = useRef({ pointer: false, focus: false });
  const update = useCallback(
    (change: Partial<{ pointer: boolean; focus: boolean }>) => {
      const before = inside.current.pointer || inside.current.focus;
      inside.current = { ...inside.current, ...change };
      const after = inside.current.pointer || inside.current.focus;
      if (before !== after) onChange(after);
    },
    [onChange],
  );
  return {
    onPointerEnter: () => update({ pointer: true }),
    onPointerLeave: () => update({ pointer: false }),
    onFocus: (event: FocusEvent<HTMLElement>) => update({ focus: !ignore?.(event.target) }),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) update({ focus: false });
    },
  };
}
