import { act, fireEvent, render, screen } from '@testing-library/react';
import { createActor } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { heroVideoMachine, type HeroVideoEvent } from '../../machines/hero-video.machine';
import { announceConsent } from '../../src/analytics/consent-signal';
import { CONSENT_REVISION, CONSENT_STORAGE_KEY } from '../../src/analytics/consent-storage';
import { videos } from '../../src/content/media';
import { HeroBackground } from '../../src/routes/-components/hero-background';
import { actorSut, type ActorSut } from '../utils/actor-sut';
import { describePathTests } from '../utils/path-tests';
import { withTheme } from '../utils/render';
import { installFakeMatchMedia } from './browser-fakes';

const quiet = () => heroVideoMachine.provide({ actions: { logFailure: () => {} } });
const loaded = (over: Partial<{ reducedMotion: boolean; saveData: boolean; marketing: boolean }> = {}): HeroVideoEvent => ({
  type: 'hero.pageLoaded',
  reducedMotion: false,
  saveData: false,
  marketing: true,
  ...over,
});

describe('heroVideo machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('loads the player only after page load, only with marketing consent, and never with reduced motion or data saving', () => {
    for (const [prefs, expected] of [
      [{}, 'loading'],
      [{ marketing: false }, 'awaitingConsent'],
      [{ reducedMotion: true }, 'declined'],
      [{ saveData: true }, 'declined'],
      [{ reducedMotion: true, marketing: false }, 'declined'],
    ] as const) {
      const actor = createActor(quiet()).start();
      expect(actor.getSnapshot().value).toBe('poster');
      actor.send({ type: 'hero.consentChanged', marketing: true });
      expect(actor.getSnapshot().value).toBe('poster');
      actor.send(loaded(prefs));
      expect(actor.getSnapshot().value).toBe(expected);
    }
  });

  it('without marketing consent the poster stays until the visitor grants it; withdrawing it removes the player', () => {
    const actor = createActor(quiet()).start();
    actor.send(loaded({ marketing: false }));
    actor.send({ type: 'hero.consentChanged', marketing: false });
    vi.advanceTimersByTime(60_000);
    expect(actor.getSnapshot().value).toBe('awaitingConsent');
    actor.send({ type: 'hero.consentChanged', marketing: true });
    expect(actor.getSnapshot().value).toBe('loading');
    actor.send({ type: 'hero.consentChanged', marketing: true });
    expect(actor.getSnapshot().value).toBe('loading');
    actor.send({ type: 'hero.playing' });
    actor.send({ type: 'hero.consentChanged', marketing: false });
    expect(actor.getSnapshot().value).toBe('awaitingConsent');
    actor.send({ type: 'hero.reducedMotion', reduce: true });
    expect(actor.getSnapshot().value).toBe('declined');
  });

  it('gives up after the start timeout and logs it (the poster stays)', () => {
    const logged: string[] = [];
    const actor = createActor(heroVideoMachine.provide({ actions: { logFailure: (_, p: { reason: string }) => void logged.push(p.reason) } })).start();
    actor.send(loaded());
    vi.advanceTimersByTime(11_999);
    expect(actor.getSnapshot().value).toBe('loading');
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(logged).toEqual(['timeout']);
  });
});

const events: HeroVideoEvent[] = [
  loaded(),
  loaded({ marketing: false }),
  loaded({ reducedMotion: true }),
  loaded({ saveData: true }),
  { type: 'hero.consentChanged', marketing: true },
  { type: 'hero.consentChanged', marketing: false },
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
// navigator.connection, the cookie choice stored in localStorage when the page loads,
// choices announced by the cookie banner during the visit, messages from the player
// frame and the pause toggle.
type ViewSut = { media: ReturnType<typeof installFakeMatchMedia>; restore: () => void };
const reduceQuery = '(prefers-reduced-motion: reduce)';
const storeChoice = (over: Record<string, unknown>) =>
  window.localStorage.setItem(
    CONSENT_STORAGE_KEY,
    JSON.stringify({ necessary: true, analytics: false, marketing: false, preferences: false, date: '2026-02-01T09:00:00.000Z', revision: CONSENT_REVISION, id: '3f1c2b9e-7d4a-4c1e-9b2f-5a6d7e8f9a0b', ...over }),
  );
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
    window.localStorage.clear();
    render(withTheme(<HeroBackground video={videos.heroReel} />));
    return {
      media,
      restore: () => {
        warn.mockRestore();
        window.localStorage.clear();
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
      const { reducedMotion, saveData, marketing } = e as unknown as { reducedMotion: boolean; saveData: boolean; marketing: boolean };
      sut.media.set(reduceQuery, reducedMotion);
      Object.defineProperty(navigator, 'connection', { value: { saveData }, configurable: true });
      // A returning visitor's stored choice (marketing granted), or a visitor who has not chosen yet.
      if (marketing) storeChoice({ marketing: true });
      act(() => void window.dispatchEvent(new Event('load')));
    },
    // What the cookie banner's machine does on Accept All / Reject All / Save Preferences.
    'hero.consentChanged': (_s, e) => act(() => announceConsent({ analytics: false, preferences: false, marketing: (e as unknown as { marketing: boolean }).marketing })),
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
    awaitingConsent: () => {
      expect(frame()).toBeNull();
      expect(layer().querySelector('img')!.getAttribute('src')).toBe(videos.heroReel.poster);
      expect(screen.queryByRole('button', { name: /background video/ })).toBeNull();
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

describe('hero background and the stored cookie choice', () => {
  let media: ReturnType<typeof installFakeMatchMedia>;
  beforeEach(() => {
    media = installFakeMatchMedia();
    window.localStorage.clear();
  });
  afterEach(() => {
    media.restore();
    window.localStorage.clear();
  });

  const loadWith = (stored: string | null) => {
    if (stored !== null) window.localStorage.setItem(CONSENT_STORAGE_KEY, stored);
    render(withTheme(<HeroBackground video={videos.heroReel} />));
    act(() => void window.dispatchEvent(new Event('load')));
    return layer().dataset.heroVideo;
  };
  const record = (over: Record<string, unknown>) =>
    JSON.stringify({ necessary: true, analytics: false, marketing: true, preferences: false, date: '2026-02-01T09:00:00.000Z', revision: CONSENT_REVISION, ...over });

  it('mounts the player for a stored choice that allows marketing', () => {
    expect(loadWith(record({}))).toBe('loading');
    expect(frame()!.src).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\//);
  });

  it.each([
    ['no stored choice', null],
    ['marketing refused', record({ marketing: false })],
    ['a record without a valid date', record({ date: 'yesterday' })],
    ['a record without a date', record({ date: undefined })],
    ['a record for an older policy revision', record({ revision: CONSENT_REVISION - 1 })],
    ['a record whose categories are not booleans', record({ marketing: 'yes' })],
    ['broken storage', '{not json'],
  ])('keeps the poster and requests nothing with %s', (_label, stored) => {
    expect(loadWith(stored)).toBe('awaitingConsent');
    expect(frame()).toBeNull();
  });
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
