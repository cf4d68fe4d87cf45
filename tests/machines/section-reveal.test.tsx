import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect } from 'vitest';
import { sectionRevealMachine, type SectionRevealEvent } from '#machines/section-reveal.machine';
import { Reveal } from '#src/routes/projects/-components/reveal';
import { describePathTests } from '../utils/path-tests';
import { withTheme } from '../utils/render';
import { installFakeMatchMedia, installFakeObservers } from './browser-fakes';

const events: SectionRevealEvent[] = [
  { type: 'sensor.visibility', ratio: 1 },
  { type: 'sensor.visibility', ratio: 0 },
  { type: 'sensor.reducedMotion', reduce: true },
  { type: 'sensor.reducedMotion', reduce: false },
];

/* Replayed against the rendered section: visibility comes from a fake
   IntersectionObserver, the motion preference from a fake matchMedia. */
const REDUCED = '(prefers-reduced-motion: reduce)';
let observers: ReturnType<typeof installFakeObservers>;
let media: ReturnType<typeof installFakeMatchMedia>;

const wrapper = () => document.querySelector('[data-reveal]') as HTMLElement;
const heading = () => document.querySelector('h2') as HTMLElement;

describe('sectionReveal · view', () => {
  beforeEach(() => {
    observers = installFakeObservers();
    media = installFakeMatchMedia();
  });
  afterEach(() => {
    observers.restore();
    media.restore();
  });

  describePathTests('sectionReveal · view', sectionRevealMachine, {
    events,
    setup: () => {
      render(
        withTheme(
          <Reveal>
            <section>
              <h2>The Impact</h2>
            </section>
          </Reveal>,
        ),
      );
      return {};
    },
    exec: {
      'sensor.visibility': (_s, e) => observers.setVisibility((e as SectionRevealEvent & { ratio: number }).ratio),
      'sensor.reducedMotion': (_s, e) => media.set(REDUCED, (e as SectionRevealEvent & { reduce: boolean }).reduce),
    },
    states: {
      '*': (_s, snapshot) => {
        expect(wrapper().getAttribute('data-reveal')).toBe(snapshot.value);
        // The content is always in the document (prerendered, readable without JavaScript).
        expect(heading().textContent).toBe('The Impact');
      },
      static: () => expect(getComputedStyle(wrapper()).opacity).not.toBe('0'),
      waiting: () => expect(getComputedStyle(wrapper()).opacity).toBe('0'),
      // jsdom keeps the shorthand only: the section fades in (and, in a browser, its parts after it).
      revealing: () => expect(getComputedStyle(wrapper()).animation).toMatch(/^section-reveal /),
      shown: () => {
        expect(getComputedStyle(wrapper()).opacity).not.toBe('0');
        expect(getComputedStyle(wrapper()).animation).not.toMatch(/section-reveal/);
      },
    },
  });
});
