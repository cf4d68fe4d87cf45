import { act, fireEvent, render, screen } from '@testing-library/react';
import { createActor, fromCallback, type AnyEventObject } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { clipMachine, type ClipEvent, type ClipInput } from '#machines/clip.machine';
import { ClipVideo } from '#src/components/media/clip-video';
import { useClip } from '#src/components/media/use-clip';
import { backgroundVideoControl, videos } from '#src/content/media';
import { HeroBackground } from '#src/routes/(home)/-components/hero-background';
import { ReelDialog, WatchReelButton } from '#src/routes/(home)/-components/watch-reel';
import { clipSources } from '#src/content/media-library';
import { home } from '#src/content/home';
import { actorSut, type ActorSut } from '../utils/actor-sut';
import { describePathTests } from '../utils/path-tests';
import { withTheme } from '../utils/render';
import { fakePlayer, sensorHub } from './sensor-fakes';

/** The clip machine with sensors that read nothing and a player that does nothing: events come from the test. */
const isolated = (player = fakePlayer()) => {
  const quiet = sensorHub().quiet;
  return clipMachine.provide({
    actors: {
      reducedMotion: quiet,
      saveData: quiet,
      finePointer: quiet,
      visibility: quiet,
      pageVisibility: quiet,
      pageIdle: quiet,
      playMedia: player.actor,
    },
    actions: { logFailure: () => {} },
  });
};
const start = (input: ClipInput = {}, player = fakePlayer()) => ({ actor: createActor(isolated(player), { input }).start(), player });
const seen = (ratio: number): ClipEvent => ({ type: 'sensor.visibility', ratio });
const idle: ClipEvent = { type: 'sensor.pageIdle' };
const state = (actor: { getSnapshot: () => { value: unknown } }) => JSON.stringify(actor.getSnapshot().value);

describe('clip machine', () => {
  it('an ambient clip waits for the page to load and go idle, then plays only while at least half visible', () => {
    const { actor, player } = start();
    actor.send(seen(1));
    expect(state(actor)).toBe('"poster"');
    expect(player.playing).toBe(0);
    actor.send(idle);
    expect(actor.getSnapshot().matches({ auto: 'playing' })).toBe(true);
    expect(player.playing).toBe(1);
    actor.send(seen(0.49));
    expect(actor.getSnapshot().matches({ auto: 'waiting' })).toBe(true);
    expect(player.playing).toBe(0);
    actor.send(seen(0.5));
    expect(player.playing).toBe(1);
  });

  it('pauses while the tab is hidden and resumes when it is shown again', () => {
    const { actor, player } = start();
    actor.send(idle);
    actor.send(seen(1));
    actor.send({ type: 'sensor.pageVisibility', visible: false });
    expect(player.playing).toBe(0);
    actor.send({ type: 'sensor.pageVisibility', visible: true });
    expect(player.playing).toBe(1);
  });

  it.each([[{ type: 'sensor.reducedMotion', reduce: true }], [{ type: 'sensor.saveData', saveData: true }]] as const)(
    'never starts by itself after %o, but plays when the visitor presses play',
    (preference) => {
      const { actor, player } = start();
      actor.send(preference);
      actor.send(idle);
      actor.send(seen(1));
      expect(state(actor)).toBe('"poster"');
      expect(player.playing).toBe(0);
      actor.send({ type: 'clip.play' });
      expect(actor.getSnapshot().matches({ manual: 'playing' })).toBe(true);
      expect(player.playing).toBe(1);
    },
  );

  it('asking for reduced motion while it plays stops it', () => {
    const { actor, player } = start();
    actor.send(idle);
    actor.send(seen(1));
    actor.send({ type: 'sensor.reducedMotion', reduce: true });
    expect(state(actor)).toBe('"poster"');
    expect(player.playing).toBe(0);
  });

  it('the visitor can pause it at any time, even before it has started, and play it again', () => {
    const { actor, player } = start();
    actor.send({ type: 'clip.pause' });
    actor.send(idle);
    actor.send(seen(1));
    expect(state(actor)).toBe('"paused"');
    expect(player.playing).toBe(0);
    actor.send({ type: 'clip.play' });
    expect(player.playing).toBe(1);
    actor.send({ type: 'clip.pause' });
    expect(player.playing).toBe(0);
  });

  it('a clip the browser refuses to start stays paused with its play control; one that cannot play keeps its poster', () => {
    const { actor } = start();
    actor.send(idle);
    actor.send(seen(1));
    actor.send({ type: 'clip.blocked' });
    expect(state(actor)).toBe('"paused"');
    actor.send({ type: 'clip.failed', reason: 'NotSupportedError' });
    expect(state(actor)).toBe('"failed"');
    actor.send({ type: 'clip.play' });
    expect(state(actor)).toBe('"failed"');
  });

  it('a preview plays while hovered or focused, only with a fine pointer and motion allowed', () => {
    const { actor, player } = start({ trigger: 'preview' });
    actor.send(idle);
    actor.send(seen(1));
    expect(state(actor)).toBe('"poster"');
    actor.send({ type: 'clip.preview' });
    expect(state(actor)).toBe('"poster"');
    actor.send({ type: 'sensor.finePointer', fine: true });
    actor.send({ type: 'clip.preview' });
    expect(state(actor)).toBe('"preview"');
    expect(player.playing).toBe(1);
    actor.send({ type: 'clip.unpreview' });
    expect(state(actor)).toBe('"poster"');
    expect(player.playing).toBe(0);
    actor.send({ type: 'sensor.reducedMotion', reduce: true });
    actor.send({ type: 'clip.preview' });
    expect(state(actor)).toBe('"poster"');
  });

  it('while the film is open larger in its dialog it stands still on the page, and goes on by the same rules once closed', () => {
    const { actor, player } = start();
    actor.send(idle);
    actor.send(seen(1));
    expect(player.playing).toBe(1);
    actor.send({ type: 'clip.enlarge' });
    expect(actor.getSnapshot().matches({ auto: 'waiting' })).toBe(true);
    expect(player.playing).toBe(0);
    // scrolling or switching tabs meanwhile does not start it under the dialog
    actor.send(seen(0.2));
    actor.send(seen(1));
    expect(player.playing).toBe(0);
    actor.send({ type: 'clip.shrink' });
    expect(actor.getSnapshot().matches({ auto: 'playing' })).toBe(true);
    expect(player.playing).toBe(1);
    // paused by the visitor before opening it: still paused after
    actor.send({ type: 'clip.pause' });
    actor.send({ type: 'clip.enlarge' });
    actor.send({ type: 'clip.shrink' });
    expect(state(actor)).toBe('"paused"');
    expect(player.playing).toBe(0);
  });

  it('under reduced motion the film can still be opened larger: the page keeps its poster', () => {
    const { actor, player } = start();
    actor.send({ type: 'sensor.reducedMotion', reduce: true });
    actor.send(idle);
    actor.send(seen(1));
    actor.send({ type: 'clip.enlarge' });
    expect(actor.getSnapshot().context.enlarged).toBe(true);
    actor.send({ type: 'clip.shrink' });
    expect(state(actor)).toBe('"poster"');
    expect(player.playing).toBe(0);
  });

  it('a manual clip (a dialog player) keeps its poster until play is pressed', () => {
    const { actor, player } = start({ trigger: 'manual' });
    actor.send(idle);
    actor.send(seen(1));
    actor.send({ type: 'clip.pause' });
    expect(state(actor)).toBe('"poster"');
    actor.send({ type: 'clip.play' });
    expect(player.playing).toBe(1);
  });
});

const events: ClipEvent[] = [
  idle,
  seen(0),
  seen(0.6),
  { type: 'sensor.pageVisibility', visible: false },
  { type: 'sensor.pageVisibility', visible: true },
  { type: 'sensor.reducedMotion', reduce: true },
  { type: 'sensor.reducedMotion', reduce: false },
  { type: 'sensor.saveData', saveData: true },
  { type: 'sensor.saveData', saveData: false },
  { type: 'sensor.finePointer', fine: true },
  { type: 'sensor.finePointer', fine: false },
  { type: 'clip.play' },
  { type: 'clip.pause' },
  { type: 'clip.preview' },
  { type: 'clip.unpreview' },
  { type: 'clip.blocked' },
  { type: 'clip.failed', reason: 'test' },
  { type: 'clip.enlarge' },
  { type: 'clip.shrink' },
];
// State identity is the state value and whether the film is open larger (the sensor readings would multiply the graph);
// guards see the context each path really built.
const serializeState = (snapshot: { value: unknown; context: { enlarged: boolean } }) =>
  JSON.stringify([snapshot.value, snapshot.context.enlarged]);

type ClipSut = ActorSut & { player: ReturnType<typeof fakePlayer> };
const clipSut = (input: ClipInput) => () => {
  const player = fakePlayer();
  return { ...actorSut(isolated(player), input), player };
};
const playing = (sut: ClipSut) => expect(sut.player.playing).toBe(1);
const still = (sut: ClipSut) => expect(sut.player.playing).toBe(0);
const actorStates = {
  'auto.playing': playing,
  'manual.playing': playing,
  preview: playing,
  poster: still,
  paused: still,
  'auto.waiting': still,
  'manual.waiting': still,
  failed: still,
};

/** What an ambient clip's suites cannot take (previews), and where it is covered instead. */
const ambientExcuses = (other: string) => {
  const reason = `an ambient clip never previews (${other} covers it)`;
  return Object.fromEntries(
    [
      'clip.preview',
      'clip.poster:clip.preview:0',
      'clip.preview:clip.unpreview:0',
      'clip.preview:clip.blocked:0',
      'clip.preview:always:0',
    ].map((key) => [key, reason]),
  );
};

/** What a preview clip's suites cannot take (playing by itself), and where it is covered instead. */
const previewExcuses = (other: string) => {
  const reason = `a preview never plays by itself (${other} covers it)`;
  return {
    ...Object.fromEntries(
      [
        'clip.auto',
        'clip.auto.waiting',
        'clip.auto.playing',
        'clip.poster:always:0',
        'clip.auto:clip.pause:0',
        'clip.auto:clip.blocked:0',
        'clip.auto:always:0',
        'clip.auto.waiting:always:0',
        'clip.auto.playing:always:0',
      ].map((key) => [key, reason]),
    ),
    'clip.poster:clip.pause:0': 'only an ambient clip has a pause control before it starts',
  };
};

describePathTests('clip · ambient', isolated(), {
  start:
    'a film that plays by itself (the home reel), on a page that is still loading, with the film not yet on screen, on a device not yet known to have a mouse, motion and data use allowed',
  events,
  serializeState,
  input: { trigger: 'ambient' },
  setup: clipSut({ trigger: 'ambient' }),
  teardown: (sut: ClipSut) => sut.stop(),
  states: actorStates,
  unreachable: ambientExcuses('the preview suite'),
});

describePathTests('clip · preview', isolated(), {
  start:
    'a portfolio card with a preview film, on a page that is still loading, with the card not yet on screen, on a device not yet known to have a mouse, motion and data use allowed',
  events,
  // Whether a preview may play is part of the state here (a fine pointer, motion and data allowed).
  serializeState: (snapshot: {
    value: unknown;
    context: { finePointer: boolean; reducedMotion: boolean; saveData: boolean; enlarged: boolean };
  }) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.finePointer,
      snapshot.context.reducedMotion || snapshot.context.saveData,
      snapshot.context.enlarged,
    ]),
  input: { trigger: 'preview' },
  setup: clipSut({ trigger: 'preview' }),
  teardown: (sut: ClipSut) => sut.stop(),
  states: actorStates,
  unreachable: previewExcuses('the ambient suite'),
});

/** A clip machine whose sensors the test drives through one hub, and whose player is a recorder. */
const driven = () => {
  const hub = sensorHub();
  const player = fakePlayer();
  const machine = clipMachine.provide({
    actors: {
      reducedMotion: hub.actor,
      saveData: hub.quiet,
      finePointer: hub.quiet,
      visibility: hub.quiet,
      pageVisibility: hub.quiet,
      pageIdle: hub.quiet,
      playMedia: player.actor,
    },
    actions: { logFailure: () => {} },
  });
  return { hub, player, machine };
};

describe('clip view', () => {
  const reel = videos.heroReel.clip;

  it('renders the sources best first, a poster picture with its size and placeholder, and loads no video data up front', () => {
    const { machine } = driven();
    const { container } = render(withTheme(<ClipVideo clip={reel} machine={machine} />));
    const video = container.querySelector('video')!;
    expect(video.getAttribute('preload')).toBe('none');
    expect(video.muted).toBe(true);
    expect(video.hasAttribute('playsinline')).toBe(true);
    expect(video.hasAttribute('loop')).toBe(true);
    expect(video.hasAttribute('autoplay')).toBe(false);
    expect([...video.querySelectorAll('source')].map((s) => s.getAttribute('src'))).toEqual(clipSources(reel).map((s) => s.src));
    // the larger renditions first, each for wide screens only; the clip's own sources last, for every screen
    const media = [...video.querySelectorAll('source')].map((s) => s.getAttribute('media'));
    expect(media.slice(-reel.sources.length)).toEqual(reel.sources.map(() => null));
    for (const m of media.slice(0, -reel.sources.length)) expect(m).toMatch(/^\(min-width: \d+px\)$/);
    const sources = [...container.querySelectorAll('picture source')].map((s) => s.getAttribute('type'));
    expect(sources).toEqual(['image/avif', 'image/webp']);
    const img = container.querySelector('picture img')!;
    expect(img.getAttribute('width')).toBe(String(reel.poster.width));
    expect(img.getAttribute('height')).toBe(String(reel.poster.height));
    expect((img as HTMLElement).style.backgroundImage).toContain(reel.poster.placeholder);
  });

  it('always offers pause while the clip plays or is about to, and play once paused', () => {
    const { machine, hub, player } = driven();
    render(withTheme(<ClipVideo clip={reel} machine={machine} />));
    const pause = screen.getByRole('button', { name: `Pause video: ${reel.title}` });
    act(() => void fireEvent.click(pause));
    expect(player.playing).toBe(0);
    const play = screen.getByRole('button', { name: `Play video: ${reel.title}` });
    act(() => void fireEvent.click(play));
    expect(screen.getByRole('button', { name: `Pause video: ${reel.title}` })).toBeTruthy();
    hub.emit({ type: 'sensor.reducedMotion', reduce: true });
    expect(screen.getByRole('button', { name: `Pause video: ${reel.title}` })).toBeTruthy();
  });

  it('under reduced motion the poster stays, with a play control', () => {
    const { machine, hub, player } = driven();
    render(withTheme(<ClipVideo clip={reel} machine={machine} control="center" />));
    hub.emit({ type: 'sensor.reducedMotion', reduce: true });
    expect(player.playing).toBe(0);
    expect(screen.getByRole('button', { name: `Play video: ${reel.title}` })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Pause/ })).toBeNull();
  });

  it('the home hero is the first-party reel: its poster is fetched first, no player from another host, a background-video control', () => {
    const { machine } = driven();
    const { container } = render(withTheme(<HeroBackground video={videos.heroReel} machine={machine} />));
    expect(container.querySelector('iframe')).toBeNull();
    const img = container.querySelector('picture img')!;
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(img.getAttribute('loading')).toBe('eager');
    for (const source of container.querySelectorAll('video source')) expect(source.getAttribute('src')).toMatch(/^\/(?!\/)/);
    expect(screen.getByRole('button', { name: backgroundVideoControl.pause })).toBeTruthy();
  });

  it("'Watch the reel' opens the whole reel in a dialog with the browser's controls; Escape closes it and gives focus back", async () => {
    const { machine, player } = driven();
    function Hero() {
      const handle = useClip({ machine });
      return (
        <>
          <HeroBackground video={videos.heroReel} handle={handle} />
          <WatchReelButton handle={handle} />
          <ReelDialog film={videos.heroReel} handle={handle} />
        </>
      );
    }
    render(withTheme(<Hero />));
    expect(screen.queryByRole('dialog')).toBeNull();
    const watch = screen.getByRole('button', { name: home.hero.watch.label });
    watch.focus();
    act(() => void fireEvent.click(watch));
    const dialog = await screen.findByRole('dialog', { name: reel.title });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const video = dialog.querySelector('video')!;
    expect(video.hasAttribute('controls')).toBe(true);
    expect(video.hasAttribute('autoplay')).toBe(true);
    expect(video.hasAttribute('loop')).toBe(false);
    expect([...video.querySelectorAll('source')].map((s) => [s.getAttribute('src'), s.getAttribute('media')])).toEqual(
      clipSources(reel).map((s) => [s.src, s.media ?? null]),
    );
    // the page's copy of the reel stands still meanwhile
    expect(player.playing).toBe(0);
    // focus moves into the dialog (its close button) once the trap is up
    await vi.waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    act(() => void fireEvent.keyDown(document.activeElement!, { key: 'Escape' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await vi.waitFor(() => expect(document.activeElement).toBe(watch));
  });

  it('a card preview plays while the card is hovered or focused, on a fine pointer only', () => {
    const hub = sensorHub();
    const player = fakePlayer();
    const machine = clipMachine.provide({
      actors: {
        reducedMotion: hub.quiet,
        saveData: hub.quiet,
        finePointer: hub.actor,
        visibility: hub.quiet,
        pageVisibility: hub.quiet,
        pageIdle: hub.quiet,
        playMedia: player.actor,
      },
    });
    function Card() {
      const preview = useClip({ trigger: 'preview', machine });
      return (
        <article data-testid="card" {...preview.previewHandlers}>
          <ClipVideo clip={reel} handle={preview} control="none" />
          <a href="#x">Open</a>
        </article>
      );
    }
    render(withTheme(<Card />));
    const card = screen.getByTestId('card');
    act(() => void fireEvent.pointerEnter(card));
    expect(player.playing).toBe(0);
    act(() => void fireEvent.pointerLeave(card));
    hub.emit({ type: 'sensor.finePointer', fine: true });
    act(() => void fireEvent.pointerEnter(card));
    expect(player.playing).toBe(1);
    act(() => void fireEvent.pointerLeave(card));
    expect(player.playing).toBe(0);
    act(() => void fireEvent.focus(screen.getByRole('link', { name: 'Open' })));
    expect(player.playing).toBe(1);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

// The same graphs replayed against the rendered clip: the sensors speak through a hub, the
// control and the card's hover are pressed, and the player reports what the browser said.
type ViewSut = {
  ref: ActorSut;
  hub: ReturnType<typeof sensorHub>;
  player: { playing: number; report?: (event: ClipEvent) => void };
  handle?: ReturnType<typeof useClip>;
  held: boolean;
  trigger: 'ambient' | 'preview';
};

function viewSut(trigger: 'ambient' | 'preview') {
  return (): ViewSut => {
    const hub = sensorHub();
    const sut: ViewSut = { ref: actorSut(isolated(), { trigger }), hub, player: { playing: 0 }, held: false, trigger };
    const player = fromCallback<AnyEventObject, { media: () => Element | null }>(({ sendBack }) => {
      sut.player.playing += 1;
      sut.player.report = sendBack;
      return () => {
        sut.player.playing -= 1;
        sut.player.report = undefined;
      };
    });
    const quiet = hub.quiet;
    const machine = clipMachine.provide({
      actors: {
        reducedMotion: hub.actor,
        saveData: quiet,
        finePointer: quiet,
        visibility: quiet,
        pageVisibility: quiet,
        pageIdle: quiet,
        playMedia: player,
      },
      actions: { logFailure: () => {} },
    });
    function Harness() {
      const handle = useClip({ trigger, machine });
      sut.handle = handle;
      return (
        <>
          <article data-testid="clip-card" {...handle.previewHandlers}>
            <ClipVideo clip={videos.heroReel.clip} handle={handle} control={trigger === 'preview' ? 'none' : 'corner'} />
            {trigger === 'ambient' ? <WatchReelButton handle={handle} /> : null}
          </article>
          {trigger === 'ambient' ? <ReelDialog film={videos.heroReel} handle={handle} /> : null}
        </>
      );
    }
    render(withTheme(<Harness />));
    return sut;
  };
}

/** The machine's own answer where the view has no way to say it (a control that offers the other action, a card already held). */
const direct = (sut: ViewSut, event: AnyEventObject) => act(() => void sut.handle!.actorRef.send(event as ClipEvent));
const control = () => document.querySelector<HTMLButtonElement>('[data-clip-control]');
const viewExec = (perform: (sut: ViewSut, e: AnyEventObject) => void) => (sut: ViewSut, e: AnyEventObject) => {
  perform(sut, e);
  sut.ref.send(e);
};
const pressOr = (action: 'play' | 'pause') =>
  viewExec((sut, e) => {
    const button = control();
    if (button?.dataset.clipControl === action) act(() => void fireEvent.click(button));
    else direct(sut, e);
  });
const fromPlayer = viewExec((sut, e) => {
  const report = sut.player.report;
  if (report) act(() => report(e as ClipEvent));
  else direct(sut, e);
});
const sensor = viewExec((sut, e) => sut.hub.emit(e));
const reelDialog = () => document.querySelector<HTMLElement>('[role="dialog"][data-reel-dialog]');
const watchButton = () => screen.queryByRole('button', { name: home.hero.watch.label });

const clipViewOptions = (trigger: 'ambient' | 'preview') => ({
  events,
  setup: viewSut(trigger),
  teardown: (sut: ViewSut) => sut.ref.stop(),
  exec: {
    'sensor.visibility': sensor,
    'sensor.pageVisibility': sensor,
    'sensor.reducedMotion': sensor,
    'sensor.saveData': sensor,
    'sensor.finePointer': sensor,
    'sensor.pageIdle': sensor,
    'clip.play': pressOr('play'),
    'clip.pause': pressOr('pause'),
    'clip.preview': viewExec((sut, e) => {
      if (sut.held) return direct(sut, e);
      sut.held = true;
      act(() => void fireEvent.pointerEnter(screen.getByTestId('clip-card')));
    }),
    'clip.unpreview': viewExec((sut, e) => {
      if (!sut.held) return direct(sut, e);
      sut.held = false;
      act(() => void fireEvent.pointerLeave(screen.getByTestId('clip-card')));
    }),
    'clip.blocked': fromPlayer,
    'clip.failed': fromPlayer,
    // 'Watch the reel' is pressed while the dialog is closed; Escape closes it while it is open
    'clip.enlarge': viewExec((sut, e) => {
      const button = watchButton();
      if (button && !reelDialog()) act(() => void fireEvent.click(button));
      else direct(sut, e);
    }),
    'clip.shrink': viewExec((sut, e) => {
      const dialog = reelDialog();
      if (dialog) act(() => void fireEvent.keyDown(dialog, { key: 'Escape' }));
      else direct(sut, e);
    }),
  },
  states: {
    '*': (sut: ViewSut) => {
      const ref = sut.ref.actor.getSnapshot();
      const frame = document.querySelector<HTMLElement>('[data-clip]')!;
      const name = JSON.stringify(ref.value).replace(/[{}"]/g, '').replace(':', '.');
      expect(frame.dataset.clipState).toBe(name);
      const shouldPlay = ref.matches({ auto: 'playing' }) || ref.matches({ manual: 'playing' }) || ref.matches('preview');
      expect(sut.player.playing).toBe(shouldPlay ? 1 : 0);
      // the reel's dialog is there exactly while the film is enlarged
      if (trigger === 'ambient') {
        expect(Boolean(reelDialog())).toBe(ref.context.enlarged);
        expect(watchButton()!.getAttribute('aria-expanded')).toBe(String(ref.context.enlarged));
      }
      if (trigger === 'preview' || ref.matches('failed')) expect(control()).toBeNull();
      else {
        const declined = ref.context.reducedMotion || ref.context.saveData;
        const running = ref.matches('auto') || ref.matches('manual') || (ref.matches('poster') && !declined);
        expect(control()!.getAttribute('aria-label')).toBe(`${running ? 'Pause' : 'Play'} video: ${videos.heroReel.clip.title}`);
      }
    },
  },
});

describePathTests('clip · ambient view', isolated(), {
  start:
    'a film that plays by itself (the home reel), on a page that is still loading, with the film not yet on screen, on a device not yet known to have a mouse, motion and data use allowed',
  ...clipViewOptions('ambient'),
  serializeState,
  input: { trigger: 'ambient' },
  unreachable: ambientExcuses('the preview view suite'),
});

describePathTests('clip · preview view', isolated(), {
  start:
    'a portfolio card with a preview film, on a page that is still loading, with the card not yet on screen, on a device not yet known to have a mouse, motion and data use allowed',
  ...clipViewOptions('preview'),
  serializeState: (snapshot: {
    value: unknown;
    context: { finePointer: boolean; reducedMotion: boolean; saveData: boolean; enlarged: boolean };
  }) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.finePointer,
      snapshot.context.reducedMotion || snapshot.context.saveData,
      snapshot.context.enlarged,
    ]),
  input: { trigger: 'preview' },
  unreachable: previewExcuses('the ambient view suite'),
});
