import { act, fireEvent, screen, within } from '@testing-library/react';
import { createActor } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { workShowcaseMachine, type WorkShowcaseEvent } from '../../machines/work-showcase.machine';
import { home } from '../../src/content/home';
import { WorkShowcase } from '../../src/routes/-components/work-showcase';
import { actorSut, type ActorSut } from '../utils/actor-sut';
import { describePathTests } from '../utils/path-tests';
import { renderWithRouter } from '../utils/render';
import { installFakeMatchMedia, installFakeObservers } from './browser-fakes';

const items = home.work.items;
const start = (input: { reducedMotion?: boolean } = {}) => createActor(workShowcaseMachine, { input: { count: 5, ...input } }).start();
const visible = (ratio: number): WorkShowcaseEvent => ({ type: 'showcase.visibility', ratio });

describe('workShowcase machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('advances every 8 s while in view and wraps from the last video to the first', () => {
    const actor = start();
    actor.send(visible(0.8));
    vi.advanceTimersByTime(7999);
    expect(actor.getSnapshot().context.index).toBe(0);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().context.index).toBe(1);
    vi.advanceTimersByTime(8000 * 4);
    expect(actor.getSnapshot().context.index).toBe(0);
  });

  it('does not advance while out of view, and restarts the full 8 s when it comes back', () => {
    const actor = start();
    vi.advanceTimersByTime(30_000);
    expect(actor.getSnapshot().context.index).toBe(0);
    actor.send(visible(0.2));
    vi.advanceTimersByTime(6000);
    actor.send(visible(0));
    vi.advanceTimersByTime(30_000);
    expect(actor.getSnapshot().context.index).toBe(0);
    actor.send(visible(1));
    vi.advanceTimersByTime(7000);
    expect(actor.getSnapshot().context.index).toBe(0);
    vi.advanceTimersByTime(1000);
    expect(actor.getSnapshot().context.index).toBe(1);
  });

  it('holds while hovered or focused and continues after release', () => {
    const actor = start();
    actor.send(visible(1));
    actor.send({ type: 'showcase.hold' });
    vi.advanceTimersByTime(20_000);
    expect(actor.getSnapshot().context.index).toBe(0);
    actor.send({ type: 'showcase.release' });
    vi.advanceTimersByTime(8000);
    expect(actor.getSnapshot().context.index).toBe(1);
  });

  it.each([
    [{ type: 'showcase.next' }, 1],
    [{ type: 'showcase.previous' }, 4],
    [{ type: 'showcase.select', index: 3 }, 3],
    [{ type: 'showcase.play' }, 0],
  ] as const)('a visitor interaction (%o) stops auto-advance until resumed', (event, index) => {
    const actor = start();
    actor.send(visible(1));
    actor.send(event);
    expect(actor.getSnapshot().context.index).toBe(index);
    vi.advanceTimersByTime(60_000);
    expect(actor.getSnapshot().context.index).toBe(index);
    expect(actor.getSnapshot().matches({ advance: 'stopped' })).toBe(true);
    actor.send({ type: 'showcase.resume' });
    vi.advanceTimersByTime(8000);
    expect(actor.getSnapshot().context.index).toBe((index + 1) % 5);
  });

  it('with reduced motion nothing auto-advances, and a video paused by scrolling does not restart by itself', () => {
    const actor = start({ reducedMotion: true });
    actor.send(visible(1));
    vi.advanceTimersByTime(60_000);
    expect(actor.getSnapshot().context.index).toBe(0);
    expect(actor.getSnapshot().matches({ advance: 'disabled' })).toBe(true);
    actor.send({ type: 'showcase.resume' });
    expect(actor.getSnapshot().matches({ advance: 'disabled' })).toBe(true);
    actor.send({ type: 'showcase.play' });
    expect(actor.getSnapshot().matches({ playback: 'playing' })).toBe(true);
    actor.send(visible(0.2));
    expect(actor.getSnapshot().matches({ playback: 'suspended' })).toBe(true);
    actor.send(visible(1));
    expect(actor.getSnapshot().matches({ playback: 'suspended' })).toBe(true);
  });

  it('turning reduced motion on mid-rotation stops it; turning it off resumes it', () => {
    const actor = start();
    actor.send(visible(1));
    actor.send({ type: 'showcase.reducedMotion', reduce: true });
    vi.advanceTimersByTime(20_000);
    expect(actor.getSnapshot().context.index).toBe(0);
    actor.send({ type: 'showcase.reducedMotion', reduce: false });
    vi.advanceTimersByTime(8000);
    expect(actor.getSnapshot().context.index).toBe(1);
  });

  it('plays only after the visitor presses play, and only while at least half visible', () => {
    const actor = start();
    actor.send(visible(1));
    expect(actor.getSnapshot().matches({ playback: 'poster' })).toBe(true);
    actor.send(visible(0.2));
    expect(actor.getSnapshot().matches({ playback: 'poster' })).toBe(true);
    actor.send(visible(0.6));
    actor.send({ type: 'showcase.play' });
    expect(actor.getSnapshot().matches({ playback: 'playing' })).toBe(true);
    actor.send(visible(0.49));
    expect(actor.getSnapshot().matches({ playback: 'suspended' })).toBe(true);
    actor.send(visible(0.5));
    expect(actor.getSnapshot().matches({ playback: 'playing' })).toBe(true);
  });

  it('the interval is a named delay that provide() can shorten', () => {
    const actor = createActor(workShowcaseMachine.provide({ delays: { advanceInterval: 100 } }), { input: { count: 5 } }).start();
    actor.send(visible(1));
    vi.advanceTimersByTime(100);
    expect(actor.getSnapshot().context.index).toBe(1);
  });
});

const events: WorkShowcaseEvent[] = [
  { type: 'showcase.next' },
  { type: 'showcase.previous' },
  { type: 'showcase.select', index: 2 },
  { type: 'showcase.play' },
  { type: 'showcase.pause' },
  { type: 'showcase.resume' },
  { type: 'showcase.hold' },
  { type: 'showcase.release' },
  visible(0),
  visible(0.3),
  visible(0.8),
  { type: 'showcase.reducedMotion', reduce: true },
  { type: 'showcase.reducedMotion', reduce: false },
];
// State identity is the state value alone (the index and the visibility ratio would multiply the graph);
// the context each path really produces is checked against a reference actor fed the same events.
const serializeState = (snapshot: { value: unknown }) => JSON.stringify(snapshot.value);

describePathTests('workShowcase · actor', workShowcaseMachine, {
  events,
  serializeState,
  input: { count: 5 },
  setup: () => actorSut(workShowcaseMachine, { count: 5 }),
  teardown: (sut: ActorSut) => sut.stop(),
  states: {
    '*': (sut, snapshot) => {
      const actual = sut.actor.getSnapshot();
      expect(actual.value).toEqual(snapshot.value);
      expect(actual.context.index).toBeGreaterThanOrEqual(0);
      expect(actual.context.index).toBeLessThan(5);
    },
    'advance.counting': (sut) => {
      expect(sut.actor.getSnapshot().context.ratio).toBeGreaterThan(0);
      expect(sut.actor.getSnapshot().context.held).toBe(false);
    },
    'advance.disabled': (sut) => expect(sut.actor.getSnapshot().context.reducedMotion).toBe(true),
  },
});

// The same paths against the rendered showcase: clicks, hover, the (fake) IntersectionObserver and matchMedia.
type ViewSut = {
  /** The machine itself, fed the same events: the oracle for what the view must show. */
  ref: ActorSut;
  observers: ReturnType<typeof installFakeObservers>;
  media: ReturnType<typeof installFakeMatchMedia>;
};
const both = (perform: (sut: ViewSut, e: WorkShowcaseEvent) => void) => (sut: ViewSut, e: { type: string }) => {
  perform(sut, e as WorkShowcaseEvent);
  sut.ref.send(e);
};
const root = () => screen.getByTestId('work-showcase');
const reduceQuery = '(prefers-reduced-motion: reduce)';

describePathTests('workShowcase · view', workShowcaseMachine, {
  events,
  serializeState,
  input: { count: 5 },
  setup: async () => {
    const observers = installFakeObservers();
    const media = installFakeMatchMedia();
    await renderWithRouter(<WorkShowcase eyebrow="Work" heading="Work" lead="Lead" items={items} />);
    return { observers, media, ref: actorSut(workShowcaseMachine, { count: 5 }) };
  },
  teardown: (sut: ViewSut) => {
    sut.ref.stop();
    sut.observers.restore();
    sut.media.restore();
  },
  exec: {
    'showcase.next': both(() => act(() => void fireEvent.click(screen.getByRole('button', { name: 'Next video' })))),
    'showcase.previous': both(() => act(() => void fireEvent.click(screen.getByRole('button', { name: 'Previous video' })))),
    'showcase.select': both((_s, e) => act(() => void fireEvent.click(screen.getAllByRole('tab')[(e as { index: number }).index]!))),
    'showcase.play': both(() => {
      const facade = screen.queryByRole('button', { name: /^Play video/ });
      if (facade) return act(() => void fireEvent.click(facade));
      // The player is loaded: the visitor presses play inside it and the player reports it.
      const frame = root().querySelector('iframe')!;
      act(() => {
        window.dispatchEvent(
          new MessageEvent('message', { data: JSON.stringify({ event: 'onStateChange', info: 1 }), origin: 'https://www.youtube-nocookie.com', source: frame.contentWindow }),
        );
        window.dispatchEvent(
          new MessageEvent('message', { data: JSON.stringify({ event: 'playing' }), origin: 'https://player.vimeo.com', source: frame.contentWindow }),
        );
      });
    }),
    'showcase.pause': both(() => act(() => void fireEvent.click(screen.getByRole('button', { name: 'Stop automatic advance' })))),
    'showcase.resume': both(() => act(() => void fireEvent.click(screen.getByRole('button', { name: 'Start automatic advance' })))),
    'showcase.hold': both(() => act(() => void fireEvent.pointerEnter(root()))),
    'showcase.release': both(() => act(() => void fireEvent.pointerLeave(root()))),
    'showcase.visibility': both((sut, e) => sut.observers.setVisibility((e as { ratio: number }).ratio)),
    'showcase.reducedMotion': both((sut, e) => sut.media.set(reduceQuery, (e as { reduce: boolean }).reduce)),
  },
  states: {
    '*': (sut, snapshot) => {
      const ref = sut.ref.actor.getSnapshot();
      expect(ref.value).toEqual(snapshot.value);
      const { index } = ref.context;
      const value = ref.value as { advance: string; playback: string };
      expect(root().dataset.index).toBe(String(index));
      expect(root().dataset.advance).toBe(value.advance);
      expect(root().dataset.playback).toBe(value.playback);
      const tabs = within(root()).getAllByRole('tab');
      expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(tabs.map((_, i) => String(i === index)));
      expect(screen.getByRole('heading', { level: 3 }).textContent).toBe(items[index]!.title);
    },
    'advance.disabled': () => {
      expect(screen.queryByRole('button', { name: /automatic advance/ })).toBeNull();
    },
    'advance.stopped': (sut) => {
      // The rotation control is offered only when rotation is allowed at all.
      const control = screen.queryByRole('button', { name: 'Start automatic advance' });
      expect(control === null).toBe(sut.ref.actor.getSnapshot().context.reducedMotion);
    },
    'advance.counting': () => {
      expect(screen.getByRole('button', { name: 'Stop automatic advance' })).toBeTruthy();
    },
    'playback.poster': (sut) => {
      expect(root().querySelector('iframe')).toBeNull();
      const title = items[sut.ref.actor.getSnapshot().context.index]!.video.title;
      expect(screen.getByRole('button', { name: `Play video: ${title}` })).toBeTruthy();
    },
    'playback.playing': (sut) => {
      const video = items[sut.ref.actor.getSnapshot().context.index]!.video;
      const frame = root().querySelector('iframe')!;
      expect(frame.getAttribute('title')).toBe(video.title);
      expect(frame.src).toContain(video.providerId);
      expect(frame.src).toMatch(/[?&](mute|muted)=1/);
    },
    'playback.suspended': (sut) => {
      const video = items[sut.ref.actor.getSnapshot().context.index]!.video;
      expect(root().querySelector('iframe')!.getAttribute('title')).toBe(video.title);
    },
  },
});

describe('work showcase view', () => {
  it('renders the five videos as tabs, in the product order, with local posters and no player', async () => {
    await renderWithRouter(<WorkShowcase eyebrow="Work" heading="Work" lead="Lead" items={items} />);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Social media',
      'Anime & animation',
      'Film production',
      'Advertising',
      'Tourism',
    ]);
    const posters = [...root().querySelectorAll('img')];
    expect(posters).toHaveLength(5);
    for (const img of posters) {
      expect(img.getAttribute('src')).toMatch(/^\/media\//);
      expect(img.getAttribute('width')).toBeTruthy();
      expect(img.getAttribute('height')).toBeTruthy();
    }
    expect(root().querySelector('iframe')).toBeNull();
  });

  it('arrow keys move between tabs and select them', async () => {
    await renderWithRouter(<WorkShowcase eyebrow="Work" heading="Work" lead="Lead" items={items} />);
    const tabs = screen.getAllByRole('tab');
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowLeft' });
    expect(screen.getAllByRole('tab')[4]!.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(screen.getAllByRole('tab')[4]);
    fireEvent.keyDown(screen.getAllByRole('tab')[4]!, { key: 'Home' });
    expect(screen.getAllByRole('tab')[0]!.getAttribute('aria-selected')).toBe('true');
  });
});
