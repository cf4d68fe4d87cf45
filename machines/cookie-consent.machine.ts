import { assign, fromPromise, setup, spawnChild } from 'xstate';
import { FULL_CONSENT, NO_CONSENT, OPTIONAL_CATEGORIES, type ConsentCategory, type ConsentChoice } from '#src/analytics/consent-mode';
import {
  CONSENT_REVISION,
  hasGlobalPrivacyControl,
  newConsentId,
  readStoredConsent,
  writeStoredConsent,
  type StoredConsent,
} from '#src/analytics/consent-storage';
import { announceConsent } from '#src/analytics/consent-signal';
import { clearAnalyticsCookies, GA_ID, loadGoogleTag } from '#src/analytics/google-tag';
import { updateConsentMode } from '#src/analytics/gtag';
import { postConsent, type ConsentLogInput } from '#src/api/consent';

/**
 * Cookie consent (docs/product/site.md, "Cookie banner").
 *
 *   idle ─consent.init→ checking ─(current saved choice)→ hidden
 *                               └─(none, or an older policy revision)→ waiting ─→ shown.simple
 *   waiting: the banner appears 1 s after the page's `load` event. `consent.init` says how long ago the page
 *   loaded (`sinceLoadMs`): `afterPageLoad` waits the rest of that second (`showDelay`, nothing when the
 *   banner's code arrived later than that). When the code arrived before the page finished loading
 *   (`sinceLoadMs` undefined), `forPageLoad` waits for `consent.pageLoaded` first, then the full second.
 *   shown: simple ⇄ customise; Accept All / Reject All (either view) and Save Preferences
 *   (customise) record the choice, persist it, update Consent Mode, log it and close.
 *   hidden ─consent.open (footer "Cookie Settings")→ shown.customise.
 *
 * The machine starts `idle` and renders nothing, on the server and in the
 * browser, until the view sends `consent.init` after hydration. Necessary is
 * not part of the choice at all: it is always on. Side effects are named:
 * `readEnvironment` (localStorage + Global Privacy Control), `persistConsent`,
 * `applyConsent` (gtag consent update, then the same choice announced to the
 * page for scripts that depend on it), `loadAnalytics`
 * (Google's tag only with a measurement id and analytics consent), `logConsent`
 * (POST /api/consent).
 *
 * Global Privacy Control: analytics and marketing start switched off (as
 * everything optional does) and the banner says so; Accept All and the
 * switches remain the visitor's explicit choice and turn them on. Each logged
 * record says whether the browser sent the signal.
 */
export type ConsentSource = ConsentLogInput['source'];

/** One anonymous record for the server-side consent log, with the Global Privacy Control signal. */
export type ConsentLogRecord = ConsentLogInput & { gpc: boolean };

export type CookieConsentContext = {
  /** Policy revision the stored choice must match. */
  revision: number;
  /** The stored record read at start (any revision), then the choice in force. */
  saved: StoredConsent | null;
  /** Switch positions in the settings view. */
  draft: ConsentChoice;
  /** Anonymous id reused by every record this browser logs. */
  consentId: string | null;
  /** The browser sends Global Privacy Control: analytics and marketing start refused. */
  gpc: boolean;
  /** The lazily loaded settings view failed to load; the simple view says so. */
  settingsFailed: boolean;
  /** Whether the open banner is the first ask or settings reopened later. */
  source: ConsentSource;
  /** How long ago the page's load event fired when the banner's code started (undefined: still loading). */
  sinceLoadMs: number | undefined;
  /** The clock that dates a choice (the browser's unless the environment says otherwise; tests pass a fixed one). */
  clock: () => Date;
  /** Makes the anonymous id of a first choice (a random UUID v4 by default). */
  newId: () => string;
};

export type CookieConsentEvent =
  /** The banner's code has started; `sinceLoadMs`: milliseconds since the page's load event, undefined before it. */
  | { type: 'consent.init'; sinceLoadMs?: number }
  /** The page's load event fired after the banner's code started. */
  | { type: 'consent.pageLoaded' }
  | { type: 'consent.open' }
  | { type: 'consent.customise' }
  | { type: 'consent.toggle'; category: ConsentCategory }
  | { type: 'consent.acceptAll' }
  | { type: 'consent.rejectAll' }
  | { type: 'consent.save' }
  | { type: 'consent.close' }
  | { type: 'consent.settingsFailed' };

export type CookieConsentInput = { revision?: number; clock?: () => Date; newId?: () => string } | undefined;

/** The banner appears this long after the page's load event. */
export const SHOW_AFTER_LOAD_MS = 1000;

const isOptional = (category: string): category is (typeof OPTIONAL_CATEGORIES)[number] =>
  (OPTIONAL_CATEGORIES as readonly string[]).includes(category);

const choiceOf = (record: StoredConsent): ConsentChoice => ({
  analytics: record.analytics,
  marketing: record.marketing,
  preferences: record.preferences,
});

export const cookieConsentMachine = setup({
  types: {
    context: {} as CookieConsentContext,
    events: {} as CookieConsentEvent,
    input: {} as CookieConsentInput,
  },
  delays: {
    /**
     * The banner appears 1000 ms after the page's load event: what is left of that second when the wait
     * starts. (Graph tools evaluate delays without a context: then the full second.)
     */
    showDelay: ({ context }) => Math.max(0, SHOW_AFTER_LOAD_MS - (context?.sinceLoadMs ?? 0)),
  },
  guards: {
    pageHasLoaded: ({ context }) => context.sinceLoadMs !== undefined,
    hasCurrentConsent: ({ context }) => context.saved !== null && context.saved.revision === context.revision,
    isOptionalCategory: ({ event }) => event.type === 'consent.toggle' && isOptional(event.category),
  },
  actors: {
    /** Fire-and-forget: a failed log never bothers the visitor. */
    logConsent: fromPromise<'logged' | 'failed', ConsentLogRecord>(({ input }) =>
      postConsent(input).then(
        () => 'logged' as const,
        () => 'failed' as const,
      ),
    ),
  },
  actions: {
    /** Reads the stored record and the GPC signal (real default: localStorage and navigator). */
    /** How long ago the page loaded, as the banner's code found it (undefined: not yet). */
    noteLoad: assign({
      sinceLoadMs: ({ event }) => (event.type === 'consent.init' && typeof event.sinceLoadMs === 'number' ? event.sinceLoadMs : undefined),
    }),
    /** The page has just loaded. */
    notePageLoaded: assign({ sinceLoadMs: 0 }),
    readEnvironment: assign(() => {
      const saved = readStoredConsent();
      return { saved, consentId: saved?.id ?? null, gpc: hasGlobalPrivacyControl() };
    }),
    /** The switches start from the choice in force. */
    restoreDraft: assign({ draft: ({ context }) => (context.saved ? choiceOf(context.saved) : { ...NO_CONSENT }) }),
    /** A record for an older policy revision is not a choice in force (its anonymous id is kept). */
    forgetSaved: assign({ saved: null }),
    /** Nothing is granted until the visitor says so (with or without Global Privacy Control). */
    resetDraft: assign({ draft: () => ({ ...NO_CONSENT }) }),
    grantAll: assign({ draft: () => ({ ...FULL_CONSENT }) }),
    denyAll: assign({ draft: () => ({ ...NO_CONSENT }) }),
    toggleCategory: assign({
      draft: ({ context, event }) =>
        event.type === 'consent.toggle' && isOptional(event.category)
          ? { ...context.draft, [event.category]: !context.draft[event.category] }
          : context.draft,
    }),
    markSettingsFailed: assign({ settingsFailed: true }),
    clearSettingsFailure: assign({ settingsFailed: false }),
    askFirstTime: assign({ source: 'banner' as ConsentSource }),
    askFromSettings: assign({ source: 'settings' as ConsentSource }),
    /** The draft becomes the choice in force, with its date, revision and anonymous id. */
    recordChoice: assign(({ context }) => {
      const id = context.consentId ?? context.newId();
      const saved: StoredConsent = {
        necessary: true,
        ...context.draft,
        date: context.clock().toISOString(),
        revision: context.revision,
        id,
      };
      return { saved, consentId: id };
    }),
    persistConsent: ({ context }) => {
      if (context.saved) writeStoredConsent(context.saved);
    },
    applyConsent: ({ context }) => {
      if (!context.saved) return;
      updateConsentMode(choiceOf(context.saved));
      announceConsent(choiceOf(context.saved));
    },
    loadAnalytics: ({ context }) => {
      if (context.saved?.analytics) loadGoogleTag(GA_ID);
      else clearAnalyticsCookies();
    },
    logChoice: spawnChild('logConsent', {
      input: ({ context }): ConsentLogRecord => ({
        consentId: context.consentId ?? '',
        categories: { necessary: true, ...(context.saved ? choiceOf(context.saved) : NO_CONSENT) },
        revision: context.revision,
        source: context.source,
        gpc: context.gpc,
      }),
    }),
  },
}).createMachine({
  id: 'cookieConsent',
  context: ({ input }) => ({
    revision: input?.revision ?? CONSENT_REVISION,
    saved: null,
    draft: { ...NO_CONSENT },
    consentId: null,
    gpc: false,
    settingsFailed: false,
    source: 'banner',
    sinceLoadMs: undefined,
    clock: input?.clock ?? (() => new Date()),
    newId: input?.newId ?? newConsentId,
  }),
  description: 'the cookie banner and the cookie settings a visitor opens from the footer',
  initial: 'idle',
  states: {
    idle: {
      description: 'the page has not woken up yet; no banner is shown',
      on: {
        'consent.init': {
          target: 'checking',
          actions: ['noteLoad', 'readEnvironment'],
          description: 'the page wakes up and reads the choice saved in this browser and the Global Privacy Control signal',
        },
      },
    },
    checking: {
      description: 'the site looks whether this visitor already chose cookies under the current policy',
      always: [
        // The head script already issued this visitor's Consent Mode update; only the tag may still need loading.
        {
          guard: 'hasCurrentConsent',
          target: 'hidden',
          actions: ['restoreDraft', 'loadAnalytics'],
          description: 'the visitor already chose under the current policy: no banner, analytics loads if allowed',
        },
        {
          guard: 'pageHasLoaded',
          target: 'waiting.afterPageLoad',
          actions: ['forgetSaved', 'resetDraft', 'askFirstTime'],
          description: 'the visitor has not chosen yet, or chose under an older policy, and the page has finished loading',
        },
        {
          target: 'waiting.forPageLoad',
          actions: ['forgetSaved', 'resetDraft', 'askFirstTime'],
          description: 'the visitor has not chosen yet, or chose under an older policy, and the page is still loading',
        },
      ],
    },
    waiting: {
      description: 'the visitor has not chosen cookies yet; the banner appears one second after the page has loaded',
      initial: 'forPageLoad',
      states: {
        forPageLoad: {
          description: 'the page is still loading (pictures, fonts); the banner waits for it to finish',
          on: {
            'consent.pageLoaded': {
              target: 'afterPageLoad',
              actions: 'notePageLoaded',
              description: 'the page finishes loading',
            },
          },
        },
        afterPageLoad: {
          description: 'the page has loaded; the banner appears once a second has passed since then',
          after: {
            showDelay: {
              target: '#cookieConsent.shown',
              description: 'one second after the page loaded (at once if the banner was ready later), the banner appears',
            },
          },
        },
      },
      on: {
        'consent.open': {
          target: 'shown.customise',
          actions: ['clearSettingsFailure', 'askFromSettings'],
          description: 'the visitor presses Cookie Settings in the footer before the banner appears',
        },
      },
    },
    shown: {
      description: 'the cookie banner is on screen and asks the visitor to choose',
      initial: 'simple',
      on: {
        'consent.acceptAll': {
          target: 'hidden',
          actions: ['grantAll', 'recordChoice', 'persistConsent', 'applyConsent', 'loadAnalytics', 'logChoice'],
          description: 'the visitor presses Accept All: every optional category is allowed, saved and logged',
        },
        'consent.rejectAll': {
          target: 'hidden',
          actions: ['denyAll', 'recordChoice', 'persistConsent', 'applyConsent', 'loadAnalytics', 'logChoice'],
          description: 'the visitor presses Reject All: every optional category is refused, saved and logged',
        },
        'consent.open': { target: '.customise', description: 'the visitor presses Cookie Settings in the footer while the banner is open' },
      },
      states: {
        simple: {
          description: 'the short banner with Accept All, Reject All and Customise',
          on: {
            'consent.customise': {
              target: 'customise',
              actions: 'clearSettingsFailure',
              description: 'the visitor presses Customise to see each category',
            },
            'consent.close': {
              guard: 'hasCurrentConsent',
              target: '#cookieConsent.hidden',
              actions: 'restoreDraft',
              description: 'the visitor closes the banner and keeps the choice made before',
            },
          },
        },
        customise: {
          description: 'the settings view with a switch for each optional category',
          on: {
            'consent.toggle': {
              guard: 'isOptionalCategory',
              actions: 'toggleCategory',
              description: 'the visitor flips the {category} switch',
            },
            'consent.save': {
              target: '#cookieConsent.hidden',
              actions: ['recordChoice', 'persistConsent', 'applyConsent', 'loadAnalytics', 'logChoice'],
              description: 'the visitor presses Save Preferences: the switches are saved and logged',
            },
            'consent.close': [
              {
                guard: 'hasCurrentConsent',
                target: '#cookieConsent.hidden',
                actions: 'restoreDraft',
                description: 'the visitor closes the settings and keeps the choice made before',
              },
              { target: 'simple', description: 'the visitor closes the settings before choosing: back to the short banner' },
            ],
            'consent.settingsFailed': {
              target: 'simple',
              actions: 'markSettingsFailed',
              description: 'the settings view could not load: the short banner says so',
            },
          },
        },
      },
    },
    hidden: {
      description: 'the visitor has chosen cookies; no banner is shown',
      on: {
        'consent.open': {
          target: 'shown.customise',
          actions: ['restoreDraft', 'clearSettingsFailure', 'askFromSettings'],
          description: 'the visitor presses Cookie Settings in the footer to change the choice',
        },
      },
    },
  },
});
