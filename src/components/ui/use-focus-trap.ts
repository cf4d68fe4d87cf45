import { useEffect, type RefObject } from 'react';
import type { FocusTrap } from 'focus-trap';

type Options = {
  /** Called when Escape is pressed inside the trap (or while focus has fallen to the page's body). */
  onEscape?: () => void;
  /** Element to focus first (defaults to the first tabbable element). */
  initialFocus?: () => HTMLElement | null;
  /** Allow clicks outside to pass (non-modal surfaces). */
  allowOutsideClick?: boolean;
};

/**
 * Keep keyboard focus inside `ref` while `active` (dialogs, the mobile menu),
 * and give it back to the element that had it when the trap ends.
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>, active: boolean, options: Options = {}) {
  const { onEscape, initialFocus, allowOutsideClick = true } = options;
  useEffect(() => {
    const node = ref.current;
    if (!active || !node) return;
    let trap: FocusTrap | undefined;
    let cancelled = false;
    // The element to give focus back to is the one that had it as the trap was asked for, not when the
    // lazily loaded library arrives (by then a click may have moved focus).
    const opener =
      document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    // focus-trap is loaded on first use, so pages that never open a dialog never download it.
    void import('focus-trap').then(({ createFocusTrap }) => {
      if (cancelled) return;
      try {
        trap = createFocusTrap(node, {
          escapeDeactivates: false,
          allowOutsideClick,
          returnFocusOnDeactivate: true,
          setReturnFocus: (previous) => (opener?.isConnected ? opener : previous),
          fallbackFocus: node,
          initialFocus: initialFocus ? () => initialFocus() ?? node : undefined,
          tabbableOptions: { displayCheck: 'none' },
        });
        trap.activate();
      } catch {
        trap = undefined;
      }
    });
    // Escape works wherever focus is in the trap, and also when focus has fallen to the page itself (a control
    // that disappeared or was disabled under it), so one press always closes.
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !onEscape) return;
      const target = event.target as Node | null;
      if (target && target !== document.body && target !== document.documentElement && !node.contains(target)) return;
      event.stopPropagation();
      onEscape();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      cancelled = true;
      document.removeEventListener('keydown', onKey);
      trap?.deactivate();
    };
  }, [ref, active, onEscape, initialFocus, allowOutsideClick]);
}
