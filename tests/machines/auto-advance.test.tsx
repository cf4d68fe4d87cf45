import { act, fireEvent, screen, within } from '@testing-library/react';
import { createActor } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { autoAdvanceMachine, type AutoAdvanceEvent, type AutoAdvanceInput } from '#machines/auto-advance.machine';
import { clipMachine } from '#machines/clip.machine';
import { home } from '#src/content/home';
import { socialMedia } from '#src/content/social-media';
import { WorkShowcase } from '#src/routes/(home)/-components/work-showcase';
import { ProcessCarousel } from '#src/routes/strategy/-components/process-carousel';
import { actorSut, type ActorSut } from '../utils/actor-sut';
import { describePathTests } from '../utils/path-tests';
import { renderWithRouter } from '../utils/render';
import { fakePlayer, sensorHub } from './sensor-fakes';

const items = home.work.items;
const input: AutoAdvanceInput = { count: 5 };
/** The machine with silent sensors: readings come from the test as events. */
const silent = () => {
  const { quiet } = sensorHub();
  return autoAdvanceMachine.provide({ actors: { visibility: quiet, reducedMotion: quiet } });
};
const start = (over: Partial<AutoAdvanceInput> = {}) => createActor(silent(), { input: { ...input, ...over } }).start();
const seen = (ratio: number): AutoAdvanceEvent => ({ type: 'sensor.visibility', ratio });
const reduce = (on: boolean): AutoAdvanceEvent => ({ type: 'sensor.reducedMotion', reduce: on });

describe('autoAdvance machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('advances every interval while in view and wraps from the last item to the first', () => {
    const actor = start();
    actor.send(seen(0.8));
    vi.advanceTimersByTime(7999);
    expect(actor.getSnapshot().context.index).toBe(0);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().context.index).toBe(1);
    vi.advanceTimersByTime(8000 * 4);
    expect(actor.getSnapshot().context.index).toBe(0);
  });

  it('does not advance out of view (or below its visible share), and restarts the full interval when it comes back', () => {
    const actor = createActor(silent().provide({ delays: { advanceInterval: 5000 } }), {
      input: { ...input, minVisibleRatio: 0.25 },
    }).start();
    vi.advanceTimersByTime(30_000);
    actor.send(seen(0.2));
    vi.advanceTimersByTime(30_000);
    expect(actor.getSnapshot().context.index).toBe(0);
    actor.send(seen(0.3));
    vi.advanceTimersByTime(4000);
    actor.send(seen(0));
    vi.advanceTimersByTime(30_000);
    expect(actor.getSnapshot().context.index).toBe(0);
    actor.send(seen(1));
    vi.advanceTimersByTime(4999);
    expect(actor.getSnapshot().context.index).toBe(0);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().context.index).toBe(1);
  });

  it('holds while hovered or focused and continues after release', () => {
    const actor = start();
    actor.send(seen(1));
    actor.send({ type: 'carousel.hold' });
    vi.advanceTimersByTime(20_000);
    expect(actor.getSnapshot().context.index).toBe(0);
    actor.send({ type: 'carousel.release' });
    vi.advanceTimersByTime(8000);
    expect(actor.getSnapshot().context.index).toBe(1);
  });

  it.each([
    [{ type: 'carousel.next' }, 1],
    [{ type: 'carousel.previous' }, 4],
    [{ type: 'carousel.select', index: 3 }, 3],
    [{ type: 'carousel.pause' }, 0],
  ] as const)('a visitor interaction (%o) stops the rotation until play', (event, index) => {
    const actor = start();
    actor.send(seen(1));
    actor.send(event);
    expect(actor.getSnapshot().context.index).toBe(index);
    vi.advanceTimersByTime(60_000);
    expect(actor.getSnapshot().context.index).toBe(index);
    expect(actor.getSnapshot().matches('stopped')).toBe(true);
    actor.send({ type: 'carousel.play' });
    vi.advanceTimersByTime(8000);
    expect(actor.getSnapshot().context.index).toBe((index + 1) % 5);
  });

  it('with reduced motion nothing advances; turning it off resumes', () => {
    const actor = start();
    actor.send(reduce(true));
    actor.send(seen(1));
    vi.advanceTimersByTime(60_000);
    expect(actor.getSnapshot().context.index).toBe(0);
    actor.send(reduce(false));
    vi.advanceTimersByTime(8000);
    expect(actor.getSnapshot().context.index).toBe(1);
  });

  it('a single item never rotates', () => {
    const actor = start({ count: 1 });
    actor.send(seen(1));
    expect(actor.getSnapshot().matches({ rotating: 'waiting' })).toBe(true);
  });
});

const events: AutoAdvanceEvent[] = [
  { type: 'carousel.next' },
  { type: 'carousel.previous' },
  { type: 'carousel.select', index: 2 },
  { type: 'carousel.pause' },
  { type: 'carousel.play' },
  { type: 'carousel.hold' },
  { type: 'carousel.release' },
  seen(0),
  seen(0.8),
  reduce(true),
  reduce(false),
];
// State identity is the state value alone (the index and the readings would multiply the graph);
// the context each path really produces is checked against a reference actor fed the same events.
const serializeState = (snapshot: { value: unknown }) => JSON.stringify(snapshot.value);

// The machine's paths against the rendered work showcase: clicks, hover, and the sensors through a hub.
type ViewSut = { ref: ActorSut; hub: ReturnType<typeof sensorHub>; player: ReturnType<typeof fakePlayer> };
const both = (perform: (sut: ViewSut, e: AutoAdvanceEvent) => void) => (sut: ViewSut, e: { type: string }) => {
  perform(sut, e as AutoAdvanceEvent);
  sut.ref.send(e);
};
const root = () => screen.getByTestId('work-showcase');
const click = (name: string) => act(() => void fireEvent.click(screen.getByRole('button', { name })));

describePathTests('autoAdvance · work showcase view', silent(), {
  start:
    'the home page, at the work showcase carousel (five films) showing its first film, before the page has said whether the carousel is on screen or whether the visitor asks for reduced motion',
  events,
  serializeState,
  input,
  setup: async () => {
    const hub = sensorHub();
    const player = fakePlayer();
    const machine = autoAdvanceMachine.provide({ actors: { visibility: hub.actor, reducedMotion: hub.quiet } });
    const clips = clipMachine.provide({
      actors: {
        reducedMotion: hub.quiet,
        saveData: hub.quiet,
        finePointer: hub.quiet,
        visibility: hub.quiet,
        pageVisibility: hub.quiet,
        pageIdle: hub.quiet,
        playMedia: player.actor,
      },
    });
    await renderWithRouter(<WorkShowcase eyebrow="Work" heading="Work" lead="Lead" items={items} machine={machine} clipMachine={clips} />);
    return { hub, player, ref: actorSut(silent(), input) };
  },
  teardown: (sut: ViewSut) => sut.ref.stop(),
  exec: {
    'carousel.next': both(() => click('Next video')),
    'carousel.previous': both(() => click('Previous video')),
    'carousel.select': both((_s, e) => act(() => void fireEvent.click(screen.getAllByRole('tab')[(e as { index: number }).index]!))),
    'carousel.pause': both(() => click('Stop automatic advance')),
    'carousel.play': both(() => click('Start automatic advance')),
    'carousel.hold': both(() => act(() => void fireEvent.pointerEnter(root()))),
    'carousel.release': both(() => act(() => void fireEvent.pointerLeave(root()))),
    'sensor.visibility': both((sut, e) => sut.hub.emit(e)),
    'sensor.reducedMotion': both((sut, e) => sut.hub.emit(e)),
  },
  states: {
    '*': (sut) => {
      const ref = sut.ref.actor.getSnapshot();
      const { index } = ref.context;
      expect(root().dataset.index).toBe(String(index));
      expect(root().dataset.advance).toBe(
        ref.matches('stopped') ? 'stopped' : ref.matches({ rotating: 'counting' }) ? 'counting' : 'waiting',
      );
      const tabs = within(root()).getAllByRole('tab');
      expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(tabs.map((_, i) => String(i === index)));
      expect(screen.getByRole('heading', { level: 3 }).textContent).toBe(items[index]!.title);
      expect(root().querySelector('[data-clip]')!.getAttribute('data-clip')).toBe(items[index]!.video.clip.id);
    },
    'rotating.counting': () => {
      expect(screen.getByRole('button', { name: 'Stop automatic advance' })).toBeTruthy();
    },
    stopped: (sut) => {
      // The rotation control is offered only when rotation is allowed at all.
      const control = screen.queryByRole('button', { name: 'Start automatic advance' });
      expect(control === null).toBe(sut.ref.actor.getSnapshot().context.reducedMotion);
    },
  },
});

describe('work showcase view', () => {
  it('renders the five films as tabs, in order, each a first-party clip with a poster and a pause control, and no player from another host', async () => {
    await renderWithRouter(<WorkShowcase eyebrow="Work" heading="Work" lead="Lead" items={items} />);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Social media',
      'Anime & animation',
      'Film production',
      'Advertising',
      'Tourism',
    ]);
    expect(root().querySelector('iframe')).toBeNull();
    const video = root().querySelector('video')!;
    expect(video.getAttribute('preload')).toBe('none');
    expect([...video.querySelectorAll('source')].every((s) => s.getAttribute('src')!.startsWith('/'))).toBe(true);
    expect(screen.getByRole('button', { name: `Pause video: ${items[0]!.video.clip.title}` })).toBeTruthy();
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

  it('pressing the film’s pause control stops the rotation too', async () => {
    const hub = sensorHub();
    const machine = autoAdvanceMachine.provide({ actors: { visibility: hub.actor, reducedMotion: hub.quiet } });
    await renderWithRouter(<WorkShowcase eyebrow="Work" heading="Work" lead="Lead" items={items} machine={machine} />);
    hub.emit(seen(1));
    expect(root().dataset.advance).toBe('counting');
    click(`Pause video: ${items[0]!.video.clip.title}`);
    expect(root().dataset.advance).toBe('stopped');
  });
});

describe('process carousel view (the same machine, 5 s)', () => {
  const steps = socialMedia.process;
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('rotates every 5 s while a quarter is visible, holds on hover, and offers pause/play; reduced motion turns it off with a note', async () => {
    const hub = sensorHub();
    const motion = sensorHub();
    const machine = autoAdvanceMachine.provide({ actors: { visibility: hub.actor, reducedMotion: motion.actor } });
    await renderWithRouter(<ProcessCarousel steps={steps} label="Consultation steps" machine={machine} />);
    const carousel = screen.getByRole('region', { name: 'Consultation steps' });
    hub.emit(seen(0.2));
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(carousel.dataset.activeStep).toBe('0');
    hub.emit(seen(0.3));
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(carousel.dataset.activeStep).toBe('1');
    act(() => void fireEvent.pointerEnter(carousel));
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(carousel.dataset.activeStep).toBe('1');
    act(() => void fireEvent.pointerLeave(carousel));
    click('Pause autoplay');
    expect(carousel.dataset.carouselState).toBe('paused');
    click('Play autoplay');
    motion.emit(reduce(true));
    expect(screen.getByText('Autoplay is off because your device asks for reduced motion.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /autoplay/ })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(carousel.dataset.activeStep).toBe('1');
  });
});
