import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assign, createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { ConsentContext } from '#machines/consent-context';
import { cookieConsentMachine, type ConsentLogRecord, type CookieConsentInput } from '#machines/cookie-consent.machine';
import { consentDefaultScript } from '#src/app-scripts';
import { toConsentMode, type ConsentChoice } from '#src/analytics/consent-mode';
import { onConsentChange } from '#src/analytics/consent-signal';
import { CONSENT_REVISION, CONSENT_STORAGE_KEY, isConsentId, type StoredConsent } from '#src/analytics/consent-storage';
import { CookieBanner, loadCookieSettings } from '#src/components/consent/cookie-banner';
import { openCookieSettings } from '#src/components/layout/cookie-settings-bridge';
import { consentCategories, consentCopy } from '#src/content/consent';
import { describePathTests } from '../utils/path-tests';
import { renderWithRouter } from '../utils/render';

type Snapshot = SnapshotFrom<typeof cookieConsentMachine>;

// ─── fixtures: what the visitor's browser holds when the page loads ─────────
const RETURNING: StoredConsent = {
  necessary: true,
  analytics: true,
  marketing: false,
  preferences: false,
  date: '2026-01-05T10:00:00.000Z',
  revision: CONSENT_REVISION,
  id: '3f1c2b9e-7d4a-4c1e-9b2f-5a6d7e8f9a0b',
};
const environments = {
  fresh: { saved: null, gpc: false },
  returning: { saved: RETURNING, gpc: false },
  gpc: { saved: null, gpc: true },
} as const;
type Fixture = keyof typeof environments;
const fixtureOf = (event: unknown): Fixture => (event as { fixture?: Fixture }).fixture ?? 'fresh';

/** Records every side effect the machine performs, in place of the real ones. */
function recorder() {
  const calls = {
    persisted: [] as StoredConsent[],
    applied: [] as ConsentChoice[],
    loaded: [] as boolean[],
    logged: [] as ConsentLogRecord[],
  };
  const machine = cookieConsentMachine.provide({
    actions: {
      readEnvironment: assign(({ event }) => {
        const env = environments[fixtureOf(event)];
        return { saved: env.saved, consentId: env.saved?.id ?? null, gpc: env.gpc };
      }),
      persistConsent: ({ context }) => void calls.persisted.push(context.saved!),
      applyConsent: ({ context }) => void calls.applied.push(pick(context.saved!)),
      loadAnalytics: ({ context }) => void calls.loaded.push(context.saved?.analytics === true),
    },
    actors: {
      logConsent: fromPromise<'logged' | 'failed', ConsentLogRecord>(async ({ input }) => {
        calls.logged.push(input);
        return 'logged';
      }),
    },
  });
  return { machine, calls };
}
const pick = (c: ConsentChoice): ConsentChoice => ({ analytics: c.analytics, marketing: c.marketing, preferences: c.preferences });
const ALL: ConsentChoice = { analytics: true, marketing: true, preferences: true };
const NONE: ConsentChoice = { analytics: false, marketing: false, preferences: false };

describe('cookieConsent machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const start = (fixture: Fixture = 'fresh', input?: CookieConsentInput) => {
    const r = recorder();
    const actor = createActor(r.machine, { input: input ?? {} }).start();
    // The page has just loaded when the banner's code starts.
    actor.send({ type: 'consent.init', fixture, sinceLoadMs: 0 } as never);
    return { actor, ...r };
  };

  it('starts hidden and waits for the page to hydrate before reading anything', () => {
    const r = recorder();
    const actor = createActor(r.machine, { input: {} }).start();
    vi.advanceTimersByTime(5000);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('without saved consent, shows the banner 1000 ms after load and not before', () => {
    const { actor } = start('fresh');
    vi.advanceTimersByTime(999);
    expect(actor.getSnapshot().value).toEqual({ waiting: 'afterPageLoad' });
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toEqual({ shown: 'simple' });
  });

  it('banner code that starts before the page has loaded waits for the load, then 1000 ms from it', () => {
    const actor = createActor(recorder().machine, { input: {} }).start();
    actor.send({ type: 'consent.init' });
    vi.advanceTimersByTime(5000);
    expect(actor.getSnapshot().value).toEqual({ waiting: 'forPageLoad' });
    actor.send({ type: 'consent.pageLoaded' });
    vi.advanceTimersByTime(999);
    expect(actor.getSnapshot().matches('shown')).toBe(false);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toEqual({ shown: 'simple' });
  });

  it('banner code that starts 400 ms after load shows it 600 ms later, one second after load', () => {
    const actor = createActor(recorder().machine, { input: {} }).start();
    actor.send({ type: 'consent.init', sinceLoadMs: 400 });
    vi.advanceTimersByTime(599);
    expect(actor.getSnapshot().matches('shown')).toBe(false);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toEqual({ shown: 'simple' });
  });

  it('banner code that arrives more than 1000 ms after load shows it at once', () => {
    const actor = createActor(recorder().machine, { input: {} }).start();
    actor.send({ type: 'consent.init', sinceLoadMs: 1500 });
    vi.advanceTimersByTime(0);
    expect(actor.getSnapshot().value).toEqual({ shown: 'simple' });
  });

  it('the delay is named and can be shortened with provide()', () => {
    const actor = createActor(recorder().machine.provide({ delays: { showDelay: 10 } }), { input: {} }).start();
    actor.send({ type: 'consent.init', sinceLoadMs: 0 });
    vi.advanceTimersByTime(10);
    expect(actor.getSnapshot().matches('shown')).toBe(true);
  });

  it('with saved consent for the current policy, never shows it and loads analytics as agreed', () => {
    const { actor, calls } = start('returning');
    vi.advanceTimersByTime(5000);
    expect(actor.getSnapshot().value).toBe('hidden');
    expect(actor.getSnapshot().context.draft).toEqual(pick(RETURNING));
    expect(calls.loaded).toEqual([true]);
    expect(calls.persisted).toEqual([]);
    expect(calls.logged).toEqual([]);
  });

  it('raising the policy revision asks again, keeping the anonymous id', () => {
    const { actor, calls } = start('returning', { revision: CONSENT_REVISION + 1 });
    expect(actor.getSnapshot().matches('waiting')).toBe(true);
    expect(actor.getSnapshot().context.saved).toBeNull();
    vi.advanceTimersByTime(1000);
    actor.send({ type: 'consent.rejectAll' });
    expect(calls.persisted[0]).toMatchObject({ revision: CONSENT_REVISION + 1, id: RETURNING.id });
    expect(calls.logged[0]).toMatchObject({ consentId: RETURNING.id, revision: CONSENT_REVISION + 1 });
  });

  it('a choice is dated by the clock and identified by the id maker the environment gives the machine', () => {
    const { actor, calls } = start('fresh', { clock: () => new Date('2031-07-04T08:30:00.000Z'), newId: () => 'id-from-the-environment' });
    vi.advanceTimersByTime(1000);
    actor.send({ type: 'consent.rejectAll' });
    expect(calls.persisted).toEqual([
      { necessary: true, ...NONE, date: '2031-07-04T08:30:00.000Z', revision: CONSENT_REVISION, id: 'id-from-the-environment' },
    ]);
    expect(calls.logged[0]).toMatchObject({ consentId: 'id-from-the-environment' });
  });

  it('Accept All stores every category with the date, applies it, logs it anonymously and closes', () => {
    const { actor, calls } = start('fresh');
    vi.advanceTimersByTime(1000);
    vi.setSystemTime(new Date('2026-03-01T12:00:00.000Z'));
    actor.send({ type: 'consent.acceptAll' });
    expect(actor.getSnapshot().value).toBe('hidden');
    expect(calls.persisted).toEqual([
      { necessary: true, ...ALL, date: '2026-03-01T12:00:00.000Z', revision: CONSENT_REVISION, id: expect.any(String) },
    ]);
    expect(isConsentId(calls.persisted[0]!.id)).toBe(true);
    expect(calls.applied).toEqual([ALL]);
    expect(calls.loaded).toEqual([true]);
    expect(calls.logged).toEqual([
      {
        consentId: calls.persisted[0]!.id,
        categories: { necessary: true, ...ALL },
        revision: CONSENT_REVISION,
        source: 'banner',
        gpc: false,
      },
    ]);
  });

  it('Reject All keeps only necessary', () => {
    const { actor, calls } = start('fresh');
    vi.advanceTimersByTime(1000);
    actor.send({ type: 'consent.customise' });
    actor.send({ type: 'consent.toggle', category: 'marketing' });
    actor.send({ type: 'consent.rejectAll' });
    expect(pick(calls.persisted[0]!)).toEqual(NONE);
    expect(calls.loaded).toEqual([false]);
  });

  it('Save Preferences stores exactly the switches', () => {
    const { actor, calls } = start('fresh');
    vi.advanceTimersByTime(1000);
    actor.send({ type: 'consent.customise' });
    actor.send({ type: 'consent.toggle', category: 'preferences' });
    actor.send({ type: 'consent.toggle', category: 'analytics' });
    actor.send({ type: 'consent.toggle', category: 'analytics' });
    actor.send({ type: 'consent.save' });
    expect(pick(calls.persisted[0]!)).toEqual({ analytics: false, marketing: false, preferences: true });
    expect(calls.applied).toEqual([{ analytics: false, marketing: false, preferences: true }]);
  });

  it('necessary cannot be turned off', () => {
    const { actor, calls } = start('fresh');
    vi.advanceTimersByTime(1000);
    actor.send({ type: 'consent.customise' });
    const before = actor.getSnapshot().context;
    actor.send({ type: 'consent.toggle', category: 'necessary' });
    expect(actor.getSnapshot().context).toBe(before);
    actor.send({ type: 'consent.rejectAll' });
    expect(calls.persisted[0]!.necessary).toBe(true);
    expect(calls.logged[0]!.categories.necessary).toBe(true);
  });

  it('Cookie Settings reopens the customise view with the saved switches; closing discards changes', () => {
    const { actor, calls } = start('returning');
    actor.send({ type: 'consent.open' });
    expect(actor.getSnapshot().value).toEqual({ shown: 'customise' });
    expect(actor.getSnapshot().context.draft).toEqual(pick(RETURNING));
    actor.send({ type: 'consent.toggle', category: 'marketing' });
    actor.send({ type: 'consent.close' });
    expect(actor.getSnapshot().value).toBe('hidden');
    expect(actor.getSnapshot().context.draft).toEqual(pick(RETURNING));
    expect(calls.persisted).toEqual([]);
    actor.send({ type: 'consent.open' });
    actor.send({ type: 'consent.toggle', category: 'analytics' });
    actor.send({ type: 'consent.save' });
    expect(calls.logged.at(-1)).toMatchObject({ consentId: RETURNING.id, source: 'settings', categories: { necessary: true, ...NONE } });
  });

  it('Cookie Settings during the 1 s wait, or while the page is still loading, opens the settings at once', () => {
    const { actor } = start('fresh');
    actor.send({ type: 'consent.open' });
    expect(actor.getSnapshot().value).toEqual({ shown: 'customise' });
    const early = createActor(recorder().machine, { input: {} }).start();
    early.send({ type: 'consent.init' });
    early.send({ type: 'consent.open' });
    expect(early.getSnapshot().value).toEqual({ shown: 'customise' });
  });

  it('the first banner cannot be dismissed without a choice: close only steps back to the simple view', () => {
    const { actor } = start('fresh');
    vi.advanceTimersByTime(1000);
    actor.send({ type: 'consent.close' });
    expect(actor.getSnapshot().value).toEqual({ shown: 'simple' });
    actor.send({ type: 'consent.customise' });
    actor.send({ type: 'consent.close' });
    expect(actor.getSnapshot().value).toEqual({ shown: 'simple' });
  });

  it('Global Privacy Control: analytics and marketing start refused, still changeable in the settings; the log says GPC was sent', () => {
    const { actor, calls } = start('gpc');
    expect(actor.getSnapshot().context.gpc).toBe(true);
    vi.advanceTimersByTime(1000);
    expect(actor.getSnapshot().context.draft).toMatchObject({ analytics: false, marketing: false });
    actor.send({ type: 'consent.customise' });
    actor.send({ type: 'consent.toggle', category: 'analytics' });
    actor.send({ type: 'consent.save' });
    expect(pick(calls.persisted[0]!)).toEqual({ analytics: true, marketing: false, preferences: false });
    expect(calls.logged[0]).toMatchObject({
      gpc: true,
      categories: { necessary: true, analytics: true, marketing: false, preferences: false },
    });
  });

  it('Global Privacy Control: Accept All is the visitor’s explicit choice and grants everything; Reject All keeps them off', () => {
    const accepted = start('gpc');
    vi.advanceTimersByTime(1000);
    accepted.actor.send({ type: 'consent.acceptAll' });
    expect(pick(accepted.calls.persisted[0]!)).toEqual(ALL);
    expect(accepted.calls.applied).toEqual([ALL]);
    expect(accepted.calls.logged[0]).toMatchObject({ gpc: true, categories: { necessary: true, ...ALL } });

    const rejected = start('gpc');
    vi.advanceTimersByTime(1000);
    rejected.actor.send({ type: 'consent.rejectAll' });
    expect(pick(rejected.calls.persisted[0]!)).toEqual(NONE);
    expect(rejected.calls.logged[0]).toMatchObject({ gpc: true, categories: { necessary: true, ...NONE } });
  });

  it('a settings view that fails to load falls back to the simple view, which still works', () => {
    const { actor, calls } = start('fresh');
    vi.advanceTimersByTime(1000);
    actor.send({ type: 'consent.customise' });
    actor.send({ type: 'consent.settingsFailed' });
    expect(actor.getSnapshot().value).toEqual({ shown: 'simple' });
    expect(actor.getSnapshot().context.settingsFailed).toBe(true);
    actor.send({ type: 'consent.customise' });
    expect(actor.getSnapshot().context.settingsFailed).toBe(false);
    actor.send({ type: 'consent.settingsFailed' });
    actor.send({ type: 'consent.acceptAll' });
    expect(pick(calls.persisted[0]!)).toEqual(ALL);
  });
});

// ─── generated paths ───────────────────────────────────────────────────────
const model = recorder().machine;
// consent.init with sinceLoadMs: the banner's code starts just after the page loaded; without: before it.
const modelEvents = [
  { type: 'consent.init', fixture: 'fresh', sinceLoadMs: 0 },
  { type: 'consent.init', fixture: 'returning', sinceLoadMs: 0 },
  { type: 'consent.init', fixture: 'fresh' },
  { type: 'consent.pageLoaded' },
  { type: 'consent.open' },
  { type: 'consent.customise' },
  { type: 'consent.toggle', category: 'analytics' },
  { type: 'consent.acceptAll' },
  { type: 'consent.rejectAll' },
  { type: 'consent.save' },
  { type: 'consent.close' },
  { type: 'consent.settingsFailed' },
] as never[];
// Identity: the state, whether a choice is in force and what it says about analytics, the analytics switch, a failed settings load.
// (The GPC visitor only differs by a note and is tested directly above and below.)
const serializeState = (s: Snapshot) =>
  JSON.stringify({
    value: s.value,
    saved: s.context.saved ? s.context.saved.analytics : null,
    analytics: s.context.draft.analytics,
    failed: s.context.settingsFailed,
  });
// 1. Invariants of the side effects, on every path: a live actor with recording storage, Consent Mode and log
//    (what the page cannot show: how often each was called and with what).
type ActorSut = ReturnType<typeof recorder> & { actor: ReturnType<typeof createActor<typeof model>> };
describePathTests('cookieConsent · invariants', model, {
  start:
    'any page, opened afresh; the first step says whether the visitor chose cookies on an earlier visit or never did, and whether the page has finished loading',
  events: modelEvents,
  serializeState,
  setup: (): ActorSut => {
    const r = recorder();
    return { ...r, actor: createActor(r.machine, { input: {} }).start() };
  },
  teardown: (sut) => void sut.actor.stop(),
  exec: Object.fromEntries(
    (modelEvents as { type: string }[]).map((e) => [
      e.type,
      (sut: ActorSut, event: { type: string }) => void sut.actor.send(event as never),
    ]),
  ),
  states: {
    hidden: (sut) => {
      const saved = sut.actor.getSnapshot().context.saved!;
      // Every decision was stored, applied and logged exactly once, all with the choice in force;
      // a returning visitor's restore stores and logs nothing.
      expect(sut.calls.persisted.length).toBe(sut.calls.logged.length);
      expect(sut.calls.applied.length).toBe(sut.calls.logged.length);
      if (sut.calls.logged.length) {
        expect(sut.calls.persisted.at(-1)).toBe(saved);
        expect(sut.calls.applied.at(-1)).toEqual(pick(saved));
        expect(sut.calls.logged.at(-1)!.categories).toEqual({ necessary: true, ...pick(saved) });
        expect(sut.calls.logged.at(-1)!.consentId).toBe(saved.id);
      }
      expect(sut.calls.loaded.at(-1)).toBe(saved.analytics);
    },
    shown: (sut) => {
      // Nothing is stored or logged while the visitor is still choosing.
      expect(sut.calls.persisted.length).toBe(sut.calls.logged.length);
      expect(sut.calls.applied.length).toBe(sut.calls.logged.length);
    },
  },
});

// 2. The same graph replayed against the rendered banner with the real storage, Consent Mode and focus.
type ViewSut = { logged: ConsentLogRecord[]; announced: ConsentChoice[]; stop: () => void; settings: HTMLButtonElement };
let loader: typeof loadCookieSettings = loadCookieSettings;

/** The page's load as the banner sees it: loaded `sinceLoadMs` ago, or still loading until `fire()`. */
function fakePageLoad(sinceLoadMs: number | undefined) {
  const listeners = new Set<() => void>();
  let loaded = sinceLoadMs;
  return {
    msSinceLoad: () => loaded,
    onPageLoad: (listener: () => void) => {
      if (loaded !== undefined) return () => undefined;
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    fire: () => {
      loaded = 0;
      for (const listener of listeners) listener();
      listeners.clear();
    },
  };
}
let pageLoad = fakePageLoad(0);

async function mountBanner(fixture: Fixture, logged: ConsentLogRecord[], sinceLoadMs: number | undefined = 0) {
  pageLoad = fakePageLoad(sinceLoadMs);
  window.localStorage.clear();
  if (environments[fixture].saved) window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(environments[fixture].saved));
  Object.defineProperty(window.navigator, 'globalPrivacyControl', { value: environments[fixture].gpc, configurable: true });
  delete window.dataLayer;
  delete window.gtag;
  // What the prerendered head does before anything else.
  new Function(consentDefaultScript)();
  const machine = cookieConsentMachine.provide({
    actors: {
      logConsent: fromPromise<'logged' | 'failed', ConsentLogRecord>(async ({ input }) => {
        logged.push(input);
        return 'logged';
      }),
    },
  });
  return renderWithRouter(
    <ConsentContext.Provider logic={machine}>
      <button type="button" onClick={openCookieSettings}>
        Cookie Settings
      </button>
      <CookieBanner loadSettings={() => loader()} pageLoad={pageLoad} />
    </ConsentContext.Provider>,
  );
}

const region = () => screen.queryByRole('region', { name: 'Cookie consent' });
const consentUpdates = () =>
  (window.dataLayer ?? []).map((e) => Array.from(e as ArrayLike<unknown>)).filter((e) => e[0] === 'consent' && e[1] === 'update');
const flush = () => act(async () => void (await loadCookieSettings()));
const click = async (name: string | RegExp, role: 'button' | 'switch' = 'button') => {
  await act(async () => void fireEvent.click(screen.getByRole(role, { name })));
  await flush();
};

describePathTests('cookieConsent · view', model, {
  start:
    'any page, opened afresh; the first step says whether the visitor chose cookies on an earlier visit or never did, and whether the page has finished loading',
  events: modelEvents.filter((e) => (e as { type: string }).type !== 'consent.settingsFailed'),
  serializeState,
  unreachable: {
    'cookieConsent.shown.customise:consent.settingsFailed:0':
      'a settings chunk that fails to load cannot be replayed after it loaded: covered by "falls back to the simple view" below and the actor suite',
    'cookieConsent.shown.simple:consent.close:0':
      'closing the simple view with a choice in force needs a failed settings load first (see above); covered by the actor suite',
  },
  setup: (): ViewSut => {
    // What the rest of the page (the home hero's background player) hears about each choice.
    const announced: ConsentChoice[] = [];
    return { logged: [], announced, stop: onConsentChange((choice) => void announced.push(choice)), settings: null as never };
  },
  teardown: (sut) => sut.stop(),
  exec: {
    'consent.init': async (sut, event) => {
      await mountBanner(fixtureOf(event), sut.logged, (event as { sinceLoadMs?: number }).sinceLoadMs);
      sut.settings = screen.getByRole('button', { name: 'Cookie Settings' }) as HTMLButtonElement;
      await flush();
    },
    'consent.pageLoaded': async () => {
      await act(async () => pageLoad.fire());
    },
    'consent.open': async () => {
      await act(async () => openCookieSettings());
      await flush();
    },
    'consent.customise': () => click('Customise'),
    'consent.toggle': (_s, e) => click(consentCategories.find((c) => c.id === e.category)!.title, 'switch'),
    'consent.acceptAll': () => click('Accept All'),
    'consent.rejectAll': () => click('Reject All'),
    'consent.save': () => click('Save Preferences'),
    'consent.close': async () => {
      await act(async () => void fireEvent.keyDown(region()!, { key: 'Escape' }));
      await flush();
    },
  },
  states: {
    idle: () => expect(region()).toBeNull(),
    waiting: () => expect(region()).toBeNull(),
    shown: async () => {
      const banner = region()!;
      expect(banner).toBeTruthy();
      // Focus moved into the banner (after its first paint), and nothing else was made inert: the page stays usable.
      await vi.waitFor(() => expect(banner.contains(document.activeElement)).toBe(true));
      expect(banner.getAttribute('aria-modal')).toBeNull();
    },
    'shown.simple': (_s, snapshot) => {
      const names = ['Accept All', 'Reject All', 'Customise'].map((name) => screen.getByRole('button', { name }));
      // Equal weight: the three choices look exactly alike.
      expect(new Set(names.map((b) => b.className)).size).toBe(1);
      expect(screen.queryByText(/Global Privacy Control/) !== null).toBe(snapshot.context.gpc);
      expect(screen.queryByText(/could not load/) !== null).toBe(snapshot.context.settingsFailed);
    },
    'shown.customise': (_s, snapshot) => {
      const necessary = screen.getByRole('switch', { name: 'Necessary' }) as HTMLInputElement;
      expect(necessary.checked).toBe(true);
      expect(necessary.disabled).toBe(true);
      expect((screen.getByRole('switch', { name: 'Analytics' }) as HTMLInputElement).checked).toBe(snapshot.context.draft.analytics);
      for (const name of ['Marketing', 'Preferences'])
        expect((screen.getByRole('switch', { name }) as HTMLInputElement).disabled).toBe(false);
      const names = ['Accept All', 'Reject All', 'Save Preferences'].map((name) => screen.getByRole('button', { name }));
      expect(new Set(names.map((b) => b.className)).size).toBe(1);
    },
    hidden: (sut, snapshot) => {
      expect(region()).toBeNull();
      const stored = JSON.parse(window.localStorage.getItem(CONSENT_STORAGE_KEY)!) as StoredConsent;
      expect(stored.necessary).toBe(true);
      expect(stored.analytics).toBe(snapshot.context.saved!.analytics);
      expect(stored.revision).toBe(CONSENT_REVISION);
      expect(Number.isNaN(Date.parse(stored.date))).toBe(false);
      // Consent Mode reflects the stored choice (from the head script for a returning visitor, else from the decision),
      // and the server log got the same categories.
      expect(consentUpdates().at(-1)).toEqual(['consent', 'update', toConsentMode(pick(stored))]);
      if (sut.logged.length)
        expect(sut.logged.at(-1)).toMatchObject({ consentId: stored.id, categories: { necessary: true, ...pick(stored) }, gpc: false });
      // Each decision is announced to the page once, with the choice in force; a returning visitor's restore announces nothing.
      expect(sut.announced).toHaveLength(sut.logged.length);
      if (sut.announced.length) expect(sut.announced.at(-1)).toEqual(pick(stored));
    },
  },
});

// ─── view details the graph does not express ──────────────────────────────
describe('cookie banner view', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    loader = loadCookieSettings;
  });

  it('renders nothing until the delay, then appears as a labelled, non-modal region', async () => {
    await mountBanner('fresh', []);
    await act(async () => void (await vi.advanceTimersByTimeAsync(999)));
    expect(region()).toBeNull();
    await act(async () => void (await vi.advanceTimersByTimeAsync(1)));
    expect(region()).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Cookies, your call' })));
  });

  it('does not take focus from a visitor who is typing in a field or using another control', async () => {
    const logged: ConsentLogRecord[] = [];
    await mountBanner('fresh', logged);
    const field = document.createElement('input');
    document.body.appendChild(field);
    field.focus();
    await act(async () => void (await vi.advanceTimersByTimeAsync(1000)));
    expect(region()).toBeTruthy();
    // Past the banner's first paint, when it would have taken focus.
    await act(async () => void (await vi.advanceTimersByTimeAsync(50)));
    expect(document.activeElement).toBe(field);
    field.remove();
  });

  it('opening Cookie Settings from a focused control moves focus into the settings', async () => {
    await mountBanner('fresh', []);
    const button = screen.getByRole('button', { name: 'Cookie Settings' });
    button.focus();
    await act(async () => void fireEvent.click(button));
    await flush();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Cookie settings' }));
  });

  it('opened from Cookie Settings, focus returns to that button when it closes', async () => {
    await mountBanner('returning', []);
    const button = screen.getByRole('button', { name: 'Cookie Settings' });
    button.focus();
    await act(async () => void fireEvent.click(button));
    await flush();
    expect(region()!.contains(document.activeElement)).toBe(true);
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Close' })));
    expect(region()).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('falls back to the simple view when the settings fail to load; Accept All still works; Customise retries', async () => {
    const logged: ConsentLogRecord[] = [];
    loader = () => Promise.reject(new Error('chunk failed'));
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await mountBanner('fresh', logged);
    await act(async () => void (await vi.advanceTimersByTimeAsync(1000)));
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Customise' })));
    await act(async () => void (await vi.advanceTimersByTimeAsync(0)));
    expect(screen.getByText(/could not load/)).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
    loader = loadCookieSettings;
    await click('Customise');
    expect(screen.getByRole('switch', { name: 'Analytics' })).toBeTruthy();
    loader = () => Promise.reject(new Error('chunk failed again'));
    await click('Back');
    await click('Accept All');
    expect(region()).toBeNull();
    expect(JSON.parse(window.localStorage.getItem(CONSENT_STORAGE_KEY)!)).toMatchObject({
      analytics: true,
      marketing: true,
      preferences: true,
    });
    expect(logged).toHaveLength(1);
    quiet.mockRestore();
  });

  it('a visitor with Global Privacy Control sees analytics and marketing off, and what each view’s buttons then do', async () => {
    const logged: ConsentLogRecord[] = [];
    await mountBanner('gpc', logged);
    await act(async () => void (await vi.advanceTimersByTimeAsync(1000)));
    expect(screen.getByText(consentCopy.gpcNote.simple)).toBeTruthy();
    expect(consentCopy.gpcNote.simple).toContain('Accept All');
    await click('Customise');
    expect(screen.getByText(consentCopy.gpcNote.settings)).toBeTruthy();
    expect((screen.getByRole('switch', { name: 'Analytics' }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('switch', { name: 'Marketing' }) as HTMLInputElement).checked).toBe(false);
    expect(consentUpdates()).toEqual([]);
    // The note's promise: Accept All turns them on.
    await click('Accept All');
    expect(consentUpdates().at(-1)).toEqual(['consent', 'update', toConsentMode(ALL)]);
    expect(logged).toEqual([expect.objectContaining({ gpc: true, categories: { necessary: true, ...ALL } })]);
  });
});
