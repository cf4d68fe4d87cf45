import { setup } from 'xstate';

/**
 * A case-study section that fades in when it scrolls into view.
 *
 * Prerendered, without JavaScript, without IntersectionObserver and under
 * prefers-reduced-motion the section is simply shown (`static`). Once the
 * page is hydrated the view reports the section's first intersection: a
 * section already in view stays as it is (`shown`), one further down waits
 * hidden (`waiting`) and fades in, its parts staggered, the first time it
 * enters the viewport (`revealing`). Turning on reduced motion while a section
 * waits shows it at once (the view reports the preference: at hydration and
 * whenever it changes).
 */
export type SectionRevealEvent = { type: 'reveal.visibility'; inView: boolean } | { type: 'reveal.reduceMotion' };

export const sectionRevealMachine = setup({
  types: {
    events: {} as SectionRevealEvent,
  },
  guards: {
    isInViewEvent: ({ event }) => event.type === 'reveal.visibility' && event.inView,
  },
}).createMachine({
  id: 'sectionReveal',
  initial: 'static',
  states: {
    static: {
      on: {
        'reveal.visibility': [{ guard: 'isInViewEvent', target: 'shown' }, { target: 'waiting' }],
        'reveal.reduceMotion': { target: 'shown' },
      },
    },
    waiting: {
      on: {
        'reveal.visibility': { guard: 'isInViewEvent', target: 'revealing' },
        'reveal.reduceMotion': { target: 'shown' },
      },
    },
    revealing: { type: 'final' },
    shown: { type: 'final' },
  },
});
