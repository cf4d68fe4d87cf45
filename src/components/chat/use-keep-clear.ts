import { useEffect, type RefObject } from 'react';

/** The page's controls the floating launcher must never sit on (links in running text are read around, not tapped). */
const CONTROLS = 'main :is(button, input:not([type="hidden"]), select, textarea)';
/** Space left between the lifted launcher and the control under it, in px. */
const GAP = 12;

type Rect = { top: number; bottom: number; left: number; right: number };
const meets = (a: Rect, b: Rect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * Lifts a fixed-position element (the chat launcher) above any control of the page it would cover: the showcase's
 * pause, previous and next buttons, a filter chip, a form field. Measured on scroll, resize and after every click or
 * key (a wizard step that shows new fields); the lift is set with `translate`, so hover transforms stay free.
 */
export function useKeepClear(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    let frame = 0;
    let lift = 0;
    const update = () => {
      frame = 0;
      const el = ref.current;
      if (!el) return;
      const r = el.getBoundingClientRect();
      // Where it sits when not lifted.
      const home: Rect = { top: r.top + lift, bottom: r.bottom + lift, left: r.left, right: r.right };
      const controls = [...document.querySelectorAll(CONTROLS)]
        .filter((c) => !el.contains(c) && !c.closest('[hidden], [aria-hidden="true"]'))
        .map((c) => c.getBoundingClientRect())
        .filter((b) => b.width > 0 && b.height > 0 && b.bottom > 0 && b.top < window.innerHeight);
      let next = 0;
      // Lift past a control, then past whatever the lifted box meets in turn (a row of chips above another).
      for (let i = 0; i < 6; i += 1) {
        const at: Rect = { ...home, top: home.top - next, bottom: home.bottom - next };
        const hit = controls.filter((b) => meets(at, b));
        if (hit.length === 0) break;
        next = home.bottom - Math.min(...hit.map((b) => b.top)) + GAP;
      }
      if (next !== lift) {
        lift = next;
        el.style.translate = lift ? `0 ${-lift}px` : '';
      }
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    schedule();
    const events = ['scroll', 'resize', 'click', 'keyup', 'transitionend'] as const;
    for (const type of events) window.addEventListener(type, schedule, { passive: true, capture: true });
    return () => {
      cancelAnimationFrame(frame);
      for (const type of events) window.removeEventListener(type, schedule, { capture: true });
    };
  }, [ref]);
}
