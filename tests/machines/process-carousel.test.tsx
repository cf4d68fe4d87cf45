import { act, fireEvent, render, screen } from '@testing-library/react';
import { createActor } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROCESS_ADVANCE_MS, processCarouselMachine, type ProcessCarouselEvent } from '../../machines/process-carousel.machine';
import { ProcessCarousel } from '../../src/routes/strategy/-components/process-carousel';
import { socialMedia } from '../../src/content/social-media';
import { actorSut, type ActorSut } from '../utils/actor-sut';
import { describePathTests } from '../utils/path-tests';
import { withTheme } from '../utils/render';
import { installFakeMatchMedia, installFakeObservers } from './browser-fakes';

const start = (count = 5) => createActor(processCarouselMachine, { input: { count } }).start();

describe('processCarousel machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('advances every 5000 ms once visible, with autoplay on by default', () => {
    expect(PROCESS_ADVANCE_MS).toBe(5000);
    const actor = start();
    expect(actor.getSnapshot().matches('autoplay')).toBe(true);
    vi.advanceTimersByTime(20_000);
    expect(actor.getSnapshot().context.index).toBe(0); // not visible yet: nothing moves
    actor.send({ type: 'carousel.visible' });
    vi.advanceTimersByTime(4999);
    expect(actor.getSnapshot().context.index).toBe(0);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().context.index).toBe(1);
    vi.advanceTimersByTime(5000);
    expect(actor.getSnapshot().context.index).toBe(2);
  });

  it('wraps from the last step to the first', () => {
    const actor = start(5);
    actor.send({ type: 'carousel.visible' });
    vi.advanceTimersByTime(5 * 5000);
    expect(actor.getSnapshot().context.index).toBe(0);
  });

  it('stops while off screen and restarts the full 5 s when visible again', () => {
    const actor = start();
    actor.send({ type: 'carousel.visible' });
    vi.advanceTimersByTime(4000);
    actor.send({ type: 'carousel.hidden' });
    vi.advanceTimersByTime(10_000);
    expect(actor.getSnapshot().context.index).toBe(0);
    actor.send({ type: 'carousel.visible' });
    vi.advanceTimersByTime(4999);
    expect(actor.getSnapshot().context.index).toBe(0);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().context.index).toBe(1);
  });

  it('never advances under prefers-reduced-motion, even when visible', () => {
    const actor = start();
    actor.send({ type: 'carousel.reduceMotion' });
    actor.send({ type: 'carousel.visible' });
    vi.advanceTimersByTime(60_000);
    expect(actor.getSnapshot().context.index).toBe(0);
    expect(actor.getSnapshot().value).toEqual({ autoplay: 'waiting' });
    actor.send({ type: 'carousel.allowMotion' });
    vi.advanceTimersByTime(5000);
    expect(actor.getSnapshot().context.index).toBe(1);
  });

  it('pause stops it and play resumes it', () => {
    const actor = start();
    actor.send({ type: 'carousel.visible' });
    actor.send({ type: 'carousel.pause' });
    vi.advanceTimersByTime(30_000);
    expect(actor.getSnapshot().context.index).toBe(0);
    actor.send({ type: 'carousel.play' });
    vi.advanceTimersByTime(5000);
    expect(actor.getSnapshot().context.index).toBe(1);
  });

  it('choosing a step yourself stops autoplay; next, previous and goTo wrap around', () => {
    const actor = start(5);
    actor.send({ type: 'carousel.visible' });
    actor.send({ type: 'carousel.previous' });
    expect(actor.getSnapshot().context.index).toBe(4);
    expect(actor.getSnapshot().value).toBe('paused');
    actor.send({ type: 'carousel.next' });
    expect(actor.getSnapshot().context.index).toBe(0);
    actor.send({ type: 'carousel.goTo', index: 3 });
    expect(actor.getSnapshot().context.index).toBe(3);
    vi.advanceTimersByTime(30_000);
    expect(actor.getSnapshot().context.index).toBe(3);
  });

  it('holds while the pointer is over it or focus is inside, and restarts the full 5 s on release', () => {
    const actor = start();
    actor.send({ type: 'carousel.visible' });
    vi.advanceTimersByTime(4000);
    actor.send({ type: 'carousel.hold' });
    expect(actor.getSnapshot().value).toEqual({ autoplay: 'waiting' });
    vi.advanceTimersByTime(30_000);
    expect(actor.getSnapshot().context.index).toBe(0);
    actor.send({ type: 'carousel.release' });
    expect(actor.getSnapshot().value).toEqual({ autoplay: 'running' });
    vi.advanceTimersByTime(4999);
    expect(actor.getSnapshot().context.index).toBe(0);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().context.index).toBe(1);
  });

  it('a release neither starts a paused carousel nor overrides reduced motion', () => {
    const actor = start();
    actor.send({ type: 'carousel.visible' });
    actor.send({ type: 'carousel.hold' });
    actor.send({ type: 'carousel.pause' });
    actor.send({ type: 'carousel.release' });
    vi.advanceTimersByTime(30_000);
    expect(actor.getSnapshot().value).toBe('paused');
    expect(actor.getSnapshot().context.index).toBe(0);
    actor.send({ type: 'carousel.play' });
    actor.send({ type: 'carousel.reduceMotion' });
    actor.send({ type: 'carousel.hold' });
    actor.send({ type: 'carousel.release' });
    vi.advanceTimersByTime(30_000);
    expect(actor.getSnapshot().value).toEqual({ autoplay: 'waiting' });
    expect(actor.getSnapshot().context.index).toBe(0);
  });

  it('the delay is named, so it can be replaced with provide()', () => {
    const actor = createActor(processCarouselMachine.provide({ delays: { advanceDelay: 10 } }), { input: { count: 3 } }).start();
    actor.send({ type: 'carousel.visible' });
    vi.advanceTimersByTime(10);
    expect(actor.getSnapshot().context.index).toBe(1);
  });
});

/* ------------------------------------------------------------------ generated paths */

const allEvents: ProcessCarouselEvent[] = [
  { type: 'carousel.next' },
  { type: 'carousel.previous' },
  { type: 'carousel.goTo', index: 2 },
  { type: 'carousel.pause' },
  { type: 'carousel.play' },
  { type: 'carousel.visible' },
  { type: 'carousel.hidden' },
  { type: 'carousel.hold' },
  { type: 'carousel.release' },
  { type: 'carousel.reduceMotion' },
  { type: 'carousel.allowMotion' },
];
const contextKeys = ['index', 'isVisible', 'isReducedMotion', 'isHeld'] as const;

/** The view sends hold/release only when the pointer or focus actually enters or leaves, never twice in a row. */
const eventsFor = (snapshot: { context: { isHeld: boolean } }, events: readonly ProcessCarouselEvent[] = allEvents) =>
  events.filter((e) => e.type !== (snapshot.context.isHeld ? 'carousel.hold' : 'carousel.release'));

// The machine's own graph against a live actor (three steps: wrapping and every state show with fewer paths).
describePathTests('processCarousel · actor', processCarouselMachine, {
  events: (snapshot) => eventsFor(snapshot),
  contextKeys,
  input: { count: 3 },
  setup: () => actorSut(processCarouselMachine, { count: 3 }),
  teardown: (sut: ActorSut) => sut.stop(),
  states: {
    '*': (sut, snapshot) => {
      expect(sut.actor.getSnapshot().value).toEqual(snapshot.value);
      expect(sut.actor.getSnapshot().context).toEqual(snapshot.context);
    },
  },
});

/* The same kind of paths replayed against the rendered carousel. The view
   learns visibility from an IntersectionObserver and the motion preference
   from matchMedia, so both are fakes the test drives. */

const REDUCED = '(prefers-reduced-motion: reduce)';
let observers: ReturnType<typeof installFakeObservers>;
let media: ReturnType<typeof installFakeMatchMedia>;

const fixture = [
  { title: 'First step', description: 'One.' },
  { title: 'Second step', description: 'Two.' },
  { title: 'Third step', description: 'Three.' },
];

const tabs = () => screen.getAllByRole('tab');
const root = () => document.querySelector('[aria-roledescription="carousel"]') as HTMLElement;
const click = (el: HTMLElement) => act(() => void fireEvent.click(el));

describe('processCarousel · view', () => {
  beforeEach(() => {
    observers = installFakeObservers();
    media = installFakeMatchMedia();
  });
  afterEach(() => {
    observers.restore();
    media.restore();
  });

  describePathTests('processCarousel · view', processCarouselMachine, {
    // Under reduced motion the view offers no autoplay control, so pause/play cannot happen there.
    events: (snapshot) =>
      eventsFor(
        snapshot,
        snapshot.context.isReducedMotion ? allEvents.filter((e) => e.type !== 'carousel.pause' && e.type !== 'carousel.play') : allEvents,
      ),
    contextKeys,
    input: { count: fixture.length },
    setup: () => {
      render(withTheme(<ProcessCarousel steps={fixture} label="Test process" />));
      return {};
    },
    exec: {
      'carousel.next': () => click(screen.getByRole('button', { name: 'Next step' })),
      'carousel.previous': () => click(screen.getByRole('button', { name: 'Previous step' })),
      'carousel.goTo': (_s, e) => click(tabs()[(e as unknown as { index: number }).index]!),
      'carousel.pause': () => click(screen.getByRole('button', { name: 'Pause autoplay' })),
      'carousel.play': () => click(screen.getByRole('button', { name: 'Play autoplay' })),
      'carousel.visible': () => observers.setVisibility(1),
      'carousel.hidden': () => observers.setVisibility(0),
      'carousel.hold': () => act(() => void fireEvent.pointerEnter(root())),
      'carousel.release': () => act(() => void fireEvent.pointerLeave(root())),
      'carousel.reduceMotion': () => media.set(REDUCED, true),
      'carousel.allowMotion': () => media.set(REDUCED, false),
    },
    states: {
      '*': (_s, snapshot) => {
        const { index, isReducedMotion } = snapshot.context;
        tabs().forEach((tab, i) => {
          expect(tab.getAttribute('aria-selected')).toBe(String(i === index));
          const panel = document.getElementById(tab.getAttribute('aria-controls')!)!;
          expect(panel.hidden).toBe(i !== index);
        });
        expect(screen.getByRole('tabpanel').textContent).toContain(fixture[index]!.title);
        if (isReducedMotion) {
          expect(screen.queryByRole('button', { name: /autoplay/ })).toBeNull();
          expect(root().textContent).toContain('Autoplay is off');
        }
      },
      autoplay: (_s, snapshot) => {
        if (!snapshot.context.isReducedMotion) screen.getByRole('button', { name: 'Pause autoplay' });
        expect(root().querySelector('[aria-live]')!.getAttribute('aria-live')).toBe('off');
      },
      'autoplay.running': () => expect(root().dataset.carouselState).toBe('running'),
      'autoplay.waiting': (_s, snapshot) => expect(root().dataset.carouselState).toBe(snapshot.context.isHeld ? 'held' : 'waiting'),
      paused: (_s, snapshot) => {
        expect(root().dataset.carouselState).toBe('paused');
        if (!snapshot.context.isReducedMotion) screen.getByRole('button', { name: 'Play autoplay' });
        expect(root().querySelector('[aria-live]')!.getAttribute('aria-live')).toBe('polite');
      },
    },
  });

  it('holds while keyboard focus is inside (not on the pause/play control itself) and runs again when focus leaves', () => {
    vi.useFakeTimers();
    try {
      render(
        withTheme(
          <>
            <ProcessCarousel steps={socialMedia.process} label="Consultation process" />
            <button type="button">Outside</button>
          </>,
        ),
      );
      observers.setVisibility(1);
      expect(root().dataset.carouselState).toBe('running');
      act(() => tabs()[0]!.focus());
      expect(root().dataset.carouselState).toBe('held');
      act(() => void vi.advanceTimersByTime(20_000));
      expect(tabs()[0]!.getAttribute('aria-selected')).toBe('true');
      // Moving focus to the Pause control releases the hold: it is the control for the motion.
      act(() => screen.getByRole('button', { name: 'Pause autoplay' }).focus());
      expect(root().dataset.carouselState).toBe('running');
      act(() => screen.getByRole('button', { name: 'Next step' }).focus());
      expect(root().dataset.carouselState).toBe('held');
      act(() => screen.getByRole('button', { name: 'Outside' }).focus());
      expect(root().dataset.carouselState).toBe('running');
      act(() => void vi.advanceTimersByTime(5000));
      expect(tabs()[1]!.getAttribute('aria-selected')).toBe('true');
    } finally {
      vi.useRealTimers();
    }
  });

  it('arrow keys, Home and End move between the step tabs and focus them', () => {
    render(withTheme(<ProcessCarousel steps={socialMedia.process} label="Consultation process" />));
    expect(tabs()).toHaveLength(5);
    tabs()[0]!.focus();
    act(() => void fireEvent.keyDown(tabs()[0]!, { key: 'ArrowRight' }));
    expect(tabs()[1]!.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tabs()[1]);
    act(() => void fireEvent.keyDown(tabs()[1]!, { key: 'End' }));
    expect(document.activeElement).toBe(tabs()[4]);
    act(() => void fireEvent.keyDown(tabs()[4]!, { key: 'ArrowRight' }));
    expect(document.activeElement).toBe(tabs()[0]);
    act(() => void fireEvent.keyDown(tabs()[0]!, { key: 'ArrowLeft' }));
    expect(tabs()[4]!.getAttribute('aria-selected')).toBe('true');
    act(() => void fireEvent.keyDown(tabs()[4]!, { key: 'Home' }));
    expect(tabs()[0]!.getAttribute('aria-selected')).toBe('true');
    // Only the selected tab is in the tab order.
    expect(tabs().map((t) => t.tabIndex)).toEqual([0, -1, -1, -1, -1]);
  });

  it('with reduced motion from the start, it never moves on its own', () => {
    vi.useFakeTimers();
    try {
      media.set(REDUCED, true);
      render(withTheme(<ProcessCarousel steps={socialMedia.process} label="Consultation process" />));
      observers.setVisibility(1);
      act(() => void vi.advanceTimersByTime(30_000));
      expect(tabs()[0]!.getAttribute('aria-selected')).toBe('true');
      expect(screen.queryByRole('button', { name: /autoplay/ })).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
