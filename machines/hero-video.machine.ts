import { setup } from 'xstate';

/**
 * The home hero's background video (an embedded player: autoplaying, muted,
 * looping). The page first shows the local poster. The player comes from
 * another host and may store its own identifiers, so it is mounted only when
 * the visitor has allowed the marketing cookie category (the cookie policy
 * says so), only after the page has loaded, and only when the visitor has
 * asked for neither reduced motion nor data saving. Without marketing consent
 * the poster stays and the machine waits: a visitor who grants marketing
 * during the visit (the cookie banner announces it) gets the player then; one
 * who withdraws it loses the player again. The player is mounted invisible
 * and revealed when it reports that it is playing. A player that does not
 * start within `startTimeout`, or fails, is removed and the poster stays: the
 * failure is only logged. The visitor can pause and resume
 * it; asking for reduced motion later removes it.
 */
export type HeroVideoEvent =
  /** Sent once, after the window's load event, with the visitor's settings and stored cookie choice at that moment. */
  | { type: 'hero.pageLoaded'; reducedMotion: boolean; saveData: boolean; marketing: boolean }
  /** The visitor made a new cookie choice during the visit. */
  | { type: 'hero.consentChanged'; marketing: boolean }
  | { type: 'hero.playing' }
  | { type: 'hero.failed'; reason?: string }
  | { type: 'hero.reducedMotion'; reduce: boolean }
  | { type: 'hero.pause' }
  | { type: 'hero.resume' };

export const heroVideoMachine = setup({
  types: {
    events: {} as HeroVideoEvent,
  },
  delays: { startTimeout: 12_000 },
  actions: {
    logFailure: (_, params: { reason: string }) => {
      console.warn(`[hero video] background video not played: ${params.reason}`);
    },
  },
  guards: {
    /** Reduced motion or data saving: never a background video on this page view. */
    isMotionDeclined: ({ event }) => event.type === 'hero.pageLoaded' && (event.reducedMotion || event.saveData),
    hasMarketingConsent: ({ event }) => (event.type === 'hero.pageLoaded' || event.type === 'hero.consentChanged') && event.marketing,
    isMarketingWithdrawn: ({ event }) => event.type === 'hero.consentChanged' && !event.marketing,
    isReduce: ({ event }) => event.type === 'hero.reducedMotion' && event.reduce,
  },
}).createMachine({
  id: 'heroVideo',
  initial: 'poster',
  states: {
    /** Local poster only, until the page has loaded; nothing requested from another host. */
    poster: {
      on: {
        'hero.pageLoaded': [
          { guard: 'isMotionDeclined', target: 'declined' },
          { guard: 'hasMarketingConsent', target: 'loading' },
          { target: 'awaitingConsent' },
        ],
      },
    },
    /** The page has loaded but marketing is not allowed: the poster stays, nothing requested from another host. */
    awaitingConsent: {
      on: {
        'hero.consentChanged': { guard: 'hasMarketingConsent', target: 'loading' },
        'hero.reducedMotion': { guard: 'isReduce', target: 'declined' },
      },
    },
    /** Player mounted but invisible until it reports playback. */
    loading: {
      after: { startTimeout: { target: 'failed', actions: { type: 'logFailure', params: { reason: 'timeout' } } } },
      on: {
        'hero.playing': { target: 'playing' },
        'hero.failed': { target: 'failed', actions: { type: 'logFailure', params: { reason: 'error' } } },
        'hero.reducedMotion': { guard: 'isReduce', target: 'declined' },
        'hero.consentChanged': { guard: 'isMarketingWithdrawn', target: 'awaitingConsent' },
      },
    },
    playing: {
      on: {
        'hero.pause': { target: 'paused' },
        'hero.reducedMotion': { guard: 'isReduce', target: 'declined' },
        'hero.failed': { target: 'failed', actions: { type: 'logFailure', params: { reason: 'aborted' } } },
        'hero.consentChanged': { guard: 'isMarketingWithdrawn', target: 'awaitingConsent' },
      },
    },
    /** The visitor paused the background video (the player stays, stopped). */
    paused: {
      on: {
        'hero.resume': { target: 'playing' },
        'hero.reducedMotion': { guard: 'isReduce', target: 'declined' },
        'hero.consentChanged': { guard: 'isMarketingWithdrawn', target: 'awaitingConsent' },
      },
    },
    /** Reduced motion or data saving: the poster stays, no player. */
    declined: { type: 'final' },
    failed: { type: 'final' },
  },
});
