import { setup } from 'xstate';
import { noTarget, reducedMotionSensor, visibilitySensor, type ElementTarget, type SensorEvent } from './sensors';

/**
 * A case-study section that fades in when it scrolls into view.
 *
 * Prerendered, without JavaScript, without IntersectionObserver and under
 * prefers-reduced-motion the section is simply shown (`static`). Once the
 * page is hydrated the visibility sensor reports the section's first reading:
 * a section already in view stays as it is (`shown`), one further down waits
 * hidden (`waiting`) and fades in, its parts staggered, the first time it
 * enters the viewport (`revealing`). Reduced motion (at hydration, or turned
 * on while a section waits) shows it at once. The sensors are invoked actors
 * that tests replace with `.provide()`.
 */
export type SectionRevealEvent = SensorEvent;
export type SectionRevealInput = { frame?: ElementTarget };

export const sectionRevealMachine = setup({
  types: {
    events: {} as SectionRevealEvent,
    input: {} as SectionRevealInput,
    context: {} as { frame: ElementTarget },
  },
  actors: {
    visibility: visibilitySensor,
    reducedMotion: reducedMotionSensor,
  },
  guards: {
    isInViewEvent: ({ event }) => event.type === 'sensor.visibility' && event.ratio > 0,
    isReduceEvent: ({ event }) => event.type === 'sensor.reducedMotion' && event.reduce,
  },
}).createMachine({
  id: 'sectionReveal',
  context: ({ input }) => ({ frame: input?.frame ?? noTarget }),
  invoke: [{ src: 'reducedMotion' }, { src: 'visibility', input: ({ context }) => ({ target: context.frame, thresholds: [0] }) }],
  initial: 'static',
  states: {
    static: {
      on: {
        'sensor.visibility': [{ guard: 'isInViewEvent', target: 'shown' }, { target: 'waiting' }],
        'sensor.reducedMotion': { guard: 'isReduceEvent', target: 'shown' },
      },
    },
    waiting: {
      on: {
        'sensor.visibility': { guard: 'isInViewEvent', target: 'revealing' },
        'sensor.reducedMotion': { guard: 'isReduceEvent', target: 'shown' },
      },
    },
    revealing: { type: 'final' },
    shown: { type: 'final' },
  },
});
