// @vitest-environment jsdom
import vm from 'node:vm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { consentDefaultScript } from '#src/app-scripts';
import { CONSENT_TYPES, consentDefaults, toConsentMode, type ConsentChoice } from '#src/analytics/consent-mode';
import {
  CONSENT_REVISION,
  CONSENT_STORAGE_KEY,
  hasGlobalPrivacyControl,
  isConsentId,
  newConsentId,
  parseStoredConsent,
} from '#src/analytics/consent-storage';
import { announceConsent, onConsentChange, readConsentInForce } from '#src/analytics/consent-signal';
import { loadGoogleTag } from '#src/analytics/google-tag';
import { track } from '#src/analytics/track';
import { contentSecurityPolicy } from '#src/server/security-headers';

/** dataLayer entries are `arguments` objects: read them as arrays. */
const entries = (layer: unknown[] | undefined) => (layer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));

const choice = (analytics: boolean, marketing: boolean, preferences: boolean): ConsentChoice => ({ analytics, marketing, preferences });

describe('category → Consent Mode v2 mapping', () => {
  it('sets all seven consent types for every choice', () => {
    for (const c of [choice(false, false, false), choice(true, true, true), choice(true, false, true)]) {
      expect(Object.keys(toConsentMode(c)).sort()).toEqual([...CONSENT_TYPES].sort());
    }
  });

  it('analytics controls analytics_storage only', () => {
    expect(toConsentMode(choice(true, false, false))).toEqual({
      analytics_storage: 'granted',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      functionality_storage: 'denied',
      personalization_storage: 'denied',
      security_storage: 'granted',
    });
  });

  it('marketing controls ad_storage, ad_user_data and ad_personalization', () => {
    expect(toConsentMode(choice(false, true, false))).toEqual({
      analytics_storage: 'denied',
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
      functionality_storage: 'denied',
      personalization_storage: 'denied',
      security_storage: 'granted',
    });
  });

  it('preferences controls functionality_storage and personalization_storage', () => {
    expect(toConsentMode(choice(false, false, true))).toEqual({
      analytics_storage: 'denied',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      functionality_storage: 'granted',
      personalization_storage: 'granted',
      security_storage: 'granted',
    });
  });

  it('security_storage stays granted even when everything is refused', () => {
    const state = toConsentMode(choice(false, false, false));
    expect(state.security_storage).toBe('granted');
    expect(
      Object.entries(state)
        .filter(([, v]) => v === 'granted')
        .map(([k]) => k),
    ).toEqual(['security_storage']);
  });

  it('defaults deny everything but security storage and wait for the visitor’s update', () => {
    expect(consentDefaults()).toEqual({ ...toConsentMode(choice(false, false, false)), wait_for_update: 500 });
  });
});

describe('inline consent-default script (prerendered head)', () => {
  function runScript(stored: string | null) {
    const store = new Map<string, string>(stored === null ? [] : [[CONSENT_STORAGE_KEY, stored]]);
    const globals: Record<string, unknown> = { localStorage: { getItem: (k: string) => store.get(k) ?? null } };
    globals.window = globals;
    vm.runInNewContext(consentDefaultScript, globals);
    return { layer: entries(globals.dataLayer as unknown[]), gtag: globals.gtag };
  }
  const record = (over: Record<string, unknown> = {}) =>
    JSON.stringify({
      necessary: true,
      analytics: true,
      marketing: false,
      preferences: true,
      date: '2026-02-01T09:00:00.000Z',
      revision: CONSENT_REVISION,
      ...over,
    });

  it('issues the default first, with everything denied except security_storage', () => {
    const { layer, gtag } = runScript(null);
    expect(typeof gtag).toBe('function');
    expect(layer).toEqual([['consent', 'default', consentDefaults()]]);
  });

  it('then restores a returning visitor’s choice as an update', () => {
    const { layer } = runScript(record());
    expect(layer).toEqual([
      ['consent', 'default', consentDefaults()],
      ['consent', 'update', toConsentMode(choice(true, false, true))],
    ]);
  });

  it('ignores a choice made under an older policy revision, and broken storage', () => {
    expect(runScript(record({ revision: CONSENT_REVISION - 1 })).layer).toHaveLength(1);
    expect(runScript('{not json').layer).toHaveLength(1);
  });

  // Records the cookie banner's machine rejects (parseStoredConsent + revision) must not grant anything here either.
  const malformed: [string, string][] = [
    ['no date', record({ date: undefined })],
    ['a date that does not parse', record({ date: 'yesterday' })],
    ['a date that is not text', record({ date: 1767225600000 })],
    ['a category that is not a boolean', record({ analytics: 'true' })],
    ['a missing category', record({ preferences: undefined })],
    ['a revision given as text', record({ revision: String(CONSENT_REVISION) })],
    ['no revision', record({ revision: undefined })],
    ['an array', JSON.stringify([true, true, true])],
    ['a bare value', 'true'],
    ['null', 'null'],
  ];

  it.each(malformed)('grants nothing for a stored record with %s, as the consent machine rejects it', (_label, raw) => {
    expect(readConsentInForce({ getItem: () => raw })).toBeNull();
    expect(runScript(raw).layer).toEqual([['consent', 'default', consentDefaults()]]);
  });

  it('agrees with the consent machine on every record: the update it issues is exactly the choice in force', () => {
    const samples = [
      ...malformed.map(([, raw]) => raw),
      record(),
      record({ analytics: false, marketing: true, preferences: false }),
      record({ id: 'not-a-uuid' }),
      record({ necessary: false }),
      record({ extra: 'ignored' }),
      record({ revision: CONSENT_REVISION + 1 }),
      record({ date: '2026-02-01' }),
    ];
    for (const raw of samples) {
      const inForce = readConsentInForce({ getItem: () => raw });
      const expected: unknown[][] = [['consent', 'default', consentDefaults()]];
      if (inForce) expected.push(['consent', 'update', toConsentMode(inForce)]);
      expect(runScript(raw).layer, raw).toEqual(expected);
    }
  });
});

describe('consent changes announced to the page', () => {
  it('a new choice reaches every listener until it unsubscribes', () => {
    const heard: ConsentChoice[] = [];
    const stop = onConsentChange((c) => void heard.push(c));
    announceConsent(choice(false, true, false));
    stop();
    announceConsent(choice(true, true, true));
    expect(heard).toEqual([choice(false, true, false)]);
  });
});

describe('stored consent', () => {
  it('reads a well-formed record and rejects anything else', () => {
    const raw = {
      necessary: true,
      analytics: false,
      marketing: true,
      preferences: false,
      date: '2026-02-01T09:00:00.000Z',
      revision: 1,
      id: newConsentId(),
    };
    expect(parseStoredConsent(JSON.stringify(raw))).toEqual(raw);
    expect(parseStoredConsent(JSON.stringify({ ...raw, analytics: 'yes' }))).toBeNull();
    expect(parseStoredConsent(JSON.stringify({ ...raw, date: 'yesterday' }))).toBeNull();
    expect(parseStoredConsent(JSON.stringify({ ...raw, revision: undefined }))).toBeNull();
    expect(parseStoredConsent('null')).toBeNull();
    expect(parseStoredConsent(null)).toBeNull();
  });

  it('necessary is always true, whatever was stored', () => {
    const raw = { necessary: false, analytics: false, marketing: false, preferences: false, date: '2026-02-01T09:00:00.000Z', revision: 1 };
    expect(parseStoredConsent(JSON.stringify(raw))?.necessary).toBe(true);
  });

  it('consent ids are random version-4 UUIDs', () => {
    const a = newConsentId();
    const b = newConsentId();
    expect(isConsentId(a)).toBe(true);
    expect(a).not.toBe(b);
  });

  it('Global Privacy Control counts only when the browser says true', () => {
    expect(hasGlobalPrivacyControl({ globalPrivacyControl: true })).toBe(true);
    expect(hasGlobalPrivacyControl({ globalPrivacyControl: false })).toBe(false);
    expect(hasGlobalPrivacyControl({})).toBe(false);
    expect(hasGlobalPrivacyControl(undefined)).toBe(false);
  });
});

describe('track() and the Google tag loader', () => {
  beforeEach(() => {
    delete window.dataLayer;
    delete window.gtag;
  });
  afterEach(() => {
    document.getElementById('google-tag')?.remove();
  });

  it('pushes events to window.dataLayer as gtag event commands', () => {
    track('consultation_booked', { project_type: 'Brand Films' });
    track('lead_captured', { event_category: 'chatbot', event_label: 'sales', value: 1 });
    expect(entries(window.dataLayer)).toEqual([
      ['event', 'consultation_booked', { project_type: 'Brand Films' }],
      ['event', 'lead_captured', { event_category: 'chatbot', event_label: 'sales', value: 1 }],
    ]);
  });

  it('uses the page’s gtag when the head script defined one', () => {
    const calls: unknown[][] = [];
    window.gtag = (...args: unknown[]) => void calls.push(args);
    track('consultation_booked', { project_type: 'Not Sure' });
    expect(calls).toEqual([['event', 'consultation_booked', { project_type: 'Not Sure' }]]);
  });

  it('fetches nothing without a measurement id', () => {
    expect(loadGoogleTag('')).toBe(false);
    expect(document.querySelector('script[src*="googletagmanager"]')).toBeNull();
    expect(window.dataLayer ?? []).toEqual([]);
  });

  it('with an id, adds gtag.js once and configures it', () => {
    expect(loadGoogleTag('G-TEST123')).toBe(true);
    expect(loadGoogleTag('G-TEST123')).toBe(true);
    const scripts = document.querySelectorAll('script[src*="googletagmanager"]');
    expect(scripts).toHaveLength(1);
    expect((scripts[0] as HTMLScriptElement).src).toBe('https://www.googletagmanager.com/gtag/js?id=G-TEST123');
    expect((scripts[0] as HTMLScriptElement).async).toBe(true);
    const layer = entries(window.dataLayer);
    expect(layer.filter((e) => e[0] === 'config')).toEqual([['config', 'G-TEST123']]);
  });
});

describe('Content-Security-Policy and Google Analytics', () => {
  const directives = (policy: string) =>
    Object.fromEntries(policy.split('; ').map((d) => [d.split(' ')[0]!, d.split(' ').slice(1)])) as Record<string, string[]>;
  const googleHost = /google|doubleclick/;

  it('with a measurement id, allows what GA4 needs (Google’s CSP guide) and nothing else from Google', () => {
    const policy = directives(contentSecurityPolicy({ nonce: 'n0nce' }, { gaId: 'G-TEST123', siteUrl: 'https://lumora.studio' }));
    expect(policy['script-src']).toEqual(["'self'", "'nonce-n0nce'", 'https://*.googletagmanager.com']);
    const beacons = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'];
    expect(policy['img-src']!.filter((h) => googleHost.test(h))).toEqual(beacons);
    expect(policy['connect-src']).toEqual(["'self'", ...beacons]);
    // gtag.js itself is served from www.googletagmanager.com, which the wildcard covers.
    expect(new URL('https://www.googletagmanager.com/gtag/js?id=G-TEST123').host.endsWith('.googletagmanager.com')).toBe(true);
    for (const [name, values] of Object.entries(policy)) {
      if (!['script-src', 'img-src', 'connect-src'].includes(name))
        expect(
          values.filter((h) => googleHost.test(h)),
          name,
        ).toEqual([]);
    }
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
  });

  it('without a measurement id, allows no Google host at all', () => {
    const policy = contentSecurityPolicy({ nonce: 'n0nce' }, { siteUrl: 'http://localhost:3000' });
    expect(policy).not.toMatch(googleHost);
    expect(directives(policy)['connect-src']).toEqual(["'self'"]);
    expect(directives(policy)['script-src']).toEqual(["'self'", "'nonce-n0nce'"]);
  });
});
