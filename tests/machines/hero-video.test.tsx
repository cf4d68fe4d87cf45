import { act, fireEvent, render, screen } from '@testing-library/react';
import { createActor } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { heroVideoMachine, type HeroVideoEvent } from '../../machines/hero-video.machine';
import { videos } from '../../src/content/media';
import { HeroBackground } from '../../src/routes/-components/hero-background';
import { actorSut, type ActorSut } from '../utils/actor-sut';
import { describePathTests } from '../utils/path-tests';
import { withTheme } from '../utils/render';
import { installFakeMatchMedia } from './browser-fakes';

const quiet = () => heroVideoMachine.provide({ actions: { logFailure: () => {} } });

describe('heroVideo machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('loads the player only after page load, and only without reduced motion or data saving', () => {
    for (const [prefs, expected] of [
      [{ reducedMotion: false, saveData: false }, 'loading'],
      [{ reducedMotion: true, saveData: false }, 'declined'],
      [{ reducedMotion: false, saveData: true }, 'declined'],
    ] as const) {
      const actor = createActor(quiet()).start();
      expect(actor.getSnapshot().value).toBe('poster');
      actor.send({ type: 'hero.pageLoaded', ...prefs });
      expect(actor.getSnapshot().value).toBe(expected);
    }
  });

  it('gives up after the start timeout and logs it (the poster stays)', () => {
    const logged: string[] = [];
    const actor = createActor(heroVideoMachine.provide({ actions: { logFailure: (_, p: { reason: string }) => void logged.push(p.reason) } })).start();
    actor.send({ type: 'hero.pageLoaded', reducedMotion: false, saveData: false });
    vi.advanceTimersByTime(11_999);
    expect(actor.getSnapshot().value).toBe('loading');
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(logged).toEqual(['timeout']);
  });
});

const events: HeroVideoEvent[] = [
  { type: 'hero.pageLoaded', reducedMotion: false, saveData: false },
  { type: 'hero.pageLoaded', reducedMotion: true, saveData: false },
  { type: 'hero.pageLoaded', reducedMotion: false, saveData: true },
  { type: 'hero.playing' },
  { type: 'hero.failed' },
  { type: 'hero.pause' },
  { type: 'hero.resume' },
  { type: 'hero.reducedMotion', reduce: true },
];

describePathTests('heroVideo · actor', quiet(), {
  events,
  setup: () => actorSut(quiet()),
  teardown: (sut: ActorSut) => sut.stop(),
  states: { '*': (sut, snapshot) => expect(sut.actor.getSnapshot().value).toEqual(snapshot.value) },
});

// The same paths against the rendered background: the window load event, matchMedia,
// navigator.connection, messages from the player frame and the pause toggle.
type ViewSut = { media: ReturnType<typeof installFakeMatchMedia>; restore: () => void };
const reduceQuery = '(prefers-reduced-motion: reduce)';
const layer = () => document.querySelector('[data-hero-video]') as HTMLElement;
const frame = () => layer().querySelector('iframe');
const fromPlayer = (data: unknown) =>
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(data), origin: 'https://www.youtube-nocookie.com', source: frame()!.contentWindow }));
  });

describePathTests('heroVideo · view', quiet(), {
  events,
  setup: () => {
    const media = installFakeMatchMedia();
    const readyState = Object.getOwnPropertyDescriptor(document, 'readyState');
    Object.defineProperty(document, 'readyState', { value: 'interactive', configurable: true });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(withTheme(<HeroBackground video={videos.heroReel} />));
    return {
      media,
      restore: () => {
        warn.mockRestore();
        if (readyState) Object.defineProperty(document, 'readyState', readyState);
        else delete (document as unknown as { readyState?: string }).readyState;
        delete (navigator as unknown as { connection?: unknown }).connection;
      },
    };
  },
  teardown: (sut: ViewSut) => {
    sut.media.restore();
    sut.restore();
  },
  exec: {
    'hero.pageLoaded': (sut, e) => {
      const { reducedMotion, saveData } = e as unknown as { reducedMotion: boolean; saveData: boolean };
      sut.media.set(reduceQuery, reducedMotion);
      Object.defineProperty(navigator, 'connection', { value: { saveData }, configurable: true });
      act(() => void window.dispatchEvent(new Event('load')));
    },
    'hero.playing': () => fromPlayer({ event: 'infoDelivery', info: { playerState: 1 } }),
    'hero.failed': () => fromPlayer({ event: 'onError', info: 150 }),
    'hero.pause': () => act(() => void fireEvent.click(screen.getByRole('button', { name: 'Pause background video' }))),
    'hero.resume': () => act(() => void fireEvent.click(screen.getByRole('button', { name: 'Play background video' }))),
    'hero.reducedMotion': (sut) => sut.media.set(reduceQuery, true),
  },
  states: {
    '*': (_s, snapshot) => expect(layer().dataset.heroVideo).toBe(String(snapshot.value)),
    poster: () => {
      expect(frame()).toBeNull();
      expect(layer().querySelector('img')!.getAttribute('src')).toBe(videos.heroReel.poster);
    },
    loading: () => {
      const src = frame()!.src;
      expect(src).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\//);
      expect(src).toContain('mute=1');
      expect(src).toContain('loop=1');
      expect(frame()!.hasAttribute('data-visible')).toBe(false);
    },
    playing: () => {
      expect(frame()!.hasAttribute('data-visible')).toBe(true);
      expect(screen.getByRole('button', { name: 'Pause background video' })).toBeTruthy();
    },
    paused: () => expect(screen.getByRole('button', { name: 'Play background video' }).getAttribute('aria-pressed')).toBe('true'),
    declined: () => expect(frame()).toBeNull(),
    failed: () => expect(frame()).toBeNull(),
  },
});

describe('player messages', () => {
  it('reads YouTube and Vimeo player states, and ignores messages from any other origin', async () => {
    const { readPlayerMessage, commandMessage } = await import('../../src/routes/-components/player-bridge');
    const yt = { provider: 'youtube' } as const;
    const vimeo = { provider: 'vimeo' } as const;
    expect(readPlayerMessage(yt, 'https://www.youtube-nocookie.com', JSON.stringify({ event: 'infoDelivery', info: { playerState: 1 } }))).toBe('playing');
    expect(readPlayerMessage(yt, 'https://www.youtube-nocookie.com', JSON.stringify({ event: 'onStateChange', info: 2 }))).toBe('paused');
    expect(readPlayerMessage(yt, 'https://www.youtube-nocookie.com', JSON.stringify({ event: 'onError', info: 150 }))).toBe('error');
    expect(readPlayerMessage(yt, 'https://evil.example', JSON.stringify({ event: 'onStateChange', info: 1 }))).toBeNull();
    expect(readPlayerMessage(yt, 'https://www.youtube-nocookie.com', 'not json')).toBeNull();
    expect(readPlayerMessage(vimeo, 'https://player.vimeo.com', { event: 'play' })).toBe('playing');
    expect(readPlayerMessage(vimeo, 'https://www.youtube-nocookie.com', { event: 'play' })).toBeNull();
    expect(JSON.parse(commandMessage(yt, 'pause'))).toEqual({ event: 'command', func: 'pauseVideo', args: [] });
    expect(JSON.parse(commandMessage(vimeo, 'pause'))).toEqual({ method: 'pause' });
  });
});
