import { assign, fromCallback, setup, type EventObject } from 'xstate';
import { finePointerQuery, reducedMotionQuery, watchMediaQuery } from './sensors';

/**
 * Whether a custom cursor is wanted: a fine hover pointer and no request for
 * reduced motion (the matchMedia sensor), reported as `cursor.enable` /
 * `cursor.disable` now and on every change.
 */
export const cursorAllowedSensor = fromCallback<EventObject>(({ sendBack }) => {
  let fine = false;
  let reduce = false;
  const report = () => sendBack({ type: fine && !reduce ? 'cursor.enable' : 'cursor.disable' });
  const stopFine = watchMediaQuery(finePointerQuery, (matches) => {
    fine = matches;
    report();
  });
  const stopReduce = watchMediaQuery(reducedMotionQuery, (matches) => {
    reduce = matches;
    report();
  });
  return () => {
    stopFine();
    stopReduce();
  };
});

/** What is under the pointer. */
export type CursorTarget = 'none' | 'interactive' | 'media' | 'text';

/** Links and controls: the ring grows over them (`data-cursor="hover"` marks any other element as one). */
export const INTERACTIVE =
  'a, button, [role="button"], select, label, summary, input:is([type="checkbox"], [type="radio"], [type="submit"], [type="button"], [type="reset"]), [data-cursor="hover"]';
/** Where the visitor types: the native caret must show there. */
export const TEXT_ENTRY =
  'textarea, [contenteditable]:not([contenteditable="false"]), input:not([type="checkbox"], [type="radio"], [type="range"], [type="submit"], [type="button"], [type="reset"], [type="file"], [type="color"], [type="image"])';

type PointerReport =
  { type: 'cursor.hover' } | { type: 'cursor.hoverMedia'; label: string } | { type: 'cursor.hoverText' } | { type: 'cursor.unhover' };

/**
 * What an element under the pointer means to the cursor: a text field first, then the nearest element marked
 * `data-cursor="<label>"` (a film, a work card: the label names the word the ring shows), then a link or control.
 */
export function cursorReportFor(element: Element | null): PointerReport {
  if (!element?.closest) return { type: 'cursor.unhover' };
  if (element.closest(TEXT_ENTRY)) return { type: 'cursor.hoverText' };
  const label = element.closest('[data-cursor]')?.getAttribute('data-cursor');
  if (label && label !== 'hover') return { type: 'cursor.hoverMedia', label };
  return element.closest(INTERACTIVE) ? { type: 'cursor.hover' } : { type: 'cursor.unhover' };
}

/**
 * The page under a mouse or pen, while the custom cursor is on: what the pointer moves onto (reported only when it
 * changes; `pointerover` fires at every element boundary), leaving the window or entering a frame (whose page draws
 * its own cursor), presses and releases. Touch is ignored.
 */
export const cursorPointerSensor = fromCallback<EventObject>(({ sendBack }) => {
  let seen = '';
  const report = (event: EventObject & { label?: string }) => {
    const key = `${event.type}:${event.label ?? ''}`;
    if (key === seen) return;
    seen = key;
    sendBack(event);
  };
  const onOver = (event: PointerEvent) => {
    if (event.pointerType !== 'touch') report(cursorReportFor(event.target as Element | null));
  };
  const onOut = (event: PointerEvent) => {
    if (!event.relatedTarget) report({ type: 'cursor.leave' });
  };
  const onDown = () => sendBack({ type: 'cursor.press' });
  const onUp = () => sendBack({ type: 'cursor.release' });
  document.addEventListener('pointerover', onOver, { passive: true });
  document.addEventListener('pointerout', onOut, { passive: true });
  window.addEventListener('pointerdown', onDown, { passive: true });
  window.addEventListener('pointerup', onUp, { passive: true });
  return () => {
    document.removeEventListener('pointerover', onOver);
    document.removeEventListener('pointerout', onOut);
    window.removeEventListener('pointerdown', onDown);
    window.removeEventListener('pointerup', onUp);
  };
});

/**
 * Custom cursor: a precise dot and a ring that follows it with a lag. States:
 * default; hover (over a link or button: the ring grows); media (over a film
 * or a work card: the ring becomes a disc labelled with `label`, a key of the
 * content's cursor labels, e.g. play or view); text (over a text field: the
 * custom cursor steps aside so the native caret shows); clicked (pressed:
 * the ring tightens, and on release it answers what is under the pointer
 * again); away (the pointer left the page or went into a frame: hidden until
 * it is over the page again).
 * It starts disabled and is enabled only on a fine pointer without
 * prefers-reduced-motion (the `allowed` sensor); while enabled the `pointer`
 * sensor reports what the pointer is over, presses and releases. Tests replace
 * both with `.provide()`. The pointer position itself is written straight to
 * the DOM by the view (60 fps updates do not belong in state).
 */
export const cursorMachine = setup({
  types: {
    context: {} as { over: CursorTarget; label: string | null },
    events: {} as
      | { type: 'cursor.enable' }
      | { type: 'cursor.disable' }
      | { type: 'cursor.hover' }
      | { type: 'cursor.hoverMedia'; label: string }
      | { type: 'cursor.hoverText' }
      | { type: 'cursor.unhover' }
      | { type: 'cursor.leave' }
      | { type: 'cursor.press' }
      | { type: 'cursor.release' },
  },
  actors: { allowed: cursorAllowedSensor, pointer: cursorPointerSensor },
  actions: {
    markInteractive: assign({ over: 'interactive', label: null }),
    markMedia: assign({ over: 'media', label: ({ event }) => ('label' in event ? event.label : null) }),
    markText: assign({ over: 'text', label: null }),
    markNothing: assign({ over: 'none', label: null }),
  },
  guards: {
    isOverInteractive: ({ context }) => context.over === 'interactive',
    isOverMedia: ({ context }) => context.over === 'media',
    isOverText: ({ context }) => context.over === 'text',
  },
}).createMachine({
  id: 'cursor',
  description: "the site's own mouse cursor: a dot and a trailing ring that answer what the pointer is over",
  context: { over: 'none', label: null },
  invoke: { src: 'allowed' },
  initial: 'disabled',
  states: {
    disabled: {
      description: 'the native cursor only: a touch or coarse pointer, or the visitor asked for reduced motion',
      on: {
        'cursor.enable': {
          target: 'enabled',
          description: 'the device has a mouse or trackpad and the visitor does not ask for reduced motion',
        },
      },
    },
    enabled: {
      description: 'the custom cursor follows the pointer',
      invoke: { src: 'pointer' },
      initial: 'default',
      on: {
        'cursor.disable': {
          target: 'disabled',
          actions: 'markNothing',
          description: 'the device switches to touch, or the visitor turns on "reduce motion"',
        },
        'cursor.hover': { target: '.hover', actions: 'markInteractive', description: 'the pointer moves onto a link or button' },
        'cursor.hoverMedia': { target: '.media', actions: 'markMedia', description: 'the pointer moves onto a film or a work card' },
        'cursor.hoverText': { target: '.text', actions: 'markText', description: 'the pointer moves onto a text field' },
        'cursor.unhover': { target: '.default', actions: 'markNothing', description: 'the pointer moves onto plain page' },
        'cursor.leave': { target: '.away', actions: 'markNothing', description: 'the pointer leaves the page or enters a frame' },
      },
      states: {
        default: {
          description: 'the dot, and the ring trailing it',
          on: { 'cursor.press': { target: 'clicked', description: 'the visitor presses the mouse button' } },
        },
        hover: {
          description: 'the ring grows around the dot',
          on: { 'cursor.press': { target: 'clicked', description: 'the visitor presses the mouse button' } },
        },
        media: {
          description: 'the ring becomes a disc that says {label}',
          on: { 'cursor.press': { target: 'clicked', description: 'the visitor presses the mouse button' } },
        },
        text: {
          description: 'the custom cursor is hidden; the native text caret shows',
        },
        away: {
          description: 'the custom cursor is hidden until the pointer is over the page again',
        },
        clicked: {
          description: 'the ring tightens while the button is held',
          on: {
            'cursor.hover': { actions: 'markInteractive', description: 'the pointer moves onto a link or button with the button held' },
            'cursor.hoverMedia': { actions: 'markMedia', description: 'the pointer moves onto a film or a work card with the button held' },
            'cursor.hoverText': { actions: 'markText', description: 'the pointer moves onto a text field with the button held' },
            'cursor.unhover': { actions: 'markNothing', description: 'the pointer moves onto plain page with the button held' },
            'cursor.release': [
              { guard: 'isOverMedia', target: 'media', description: 'the visitor releases the button over a film or a work card' },
              { guard: 'isOverInteractive', target: 'hover', description: 'the visitor releases the button over a link or button' },
              { guard: 'isOverText', target: 'text', description: 'the visitor releases the button over a text field' },
              { target: 'default', description: 'the visitor releases the button over plain page' },
            ],
          },
        },
      },
    },
  },
});
