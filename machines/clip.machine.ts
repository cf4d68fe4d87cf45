import { and, assign, not, setup } from 'xstate';
import { playMedia } from './media-playback';
import {
  finePointerSensor,
  noTarget,
  pageIdleSensor,
  pageVisibilitySensor,
  reducedMotionSensor,
  saveDataSensor,
  visibilitySensor,
  type ElementTarget,
  type SensorEvent,
} from './sensors';

/**
 * One looping, muted, inline clip served by the site (the home reel, the
 * work showcase, card previews, case-study and service films).
 *
 * Two ways to start:
 * - `ambient` clips play by themselves once the page has loaded and settled
 *   (its main thread has gone a second without a long task; no video byte or
 *   decoder start competes with the first paint or hydration), but only while at
 *   least half of the clip is on screen and the tab is visible; they pause
 *   otherwise. Under prefers-reduced-motion or Save-Data they never start by
 *   themselves: the poster stays, with a play control.
 * - `preview` clips (cards) play while the pointer is over the card or
 *   keyboard focus is on it, on a device with a fine pointer; touch devices
 *   and visitors who ask for reduced motion or data saving see the poster.
 * - `manual` clips (a dialog's player) keep their poster until the visitor
 *   presses play.
 *
 * The visitor can always pause and play (`clip.pause`, `clip.play`; WCAG
 * 2.2.2). A clip the visitor started plays under the same visibility rule.
 * The browser refusing to start a clip (`clip.blocked`) leaves it paused with
 * its play control; a clip no source of which can play (`clip.failed`) keeps
 * its poster and the failure is only logged.
 *
 * Sensors (visibility, tab visibility, reduced motion, Save-Data, pointer,
 * page settled) and the player itself (`playMedia`) are invoked actors that
 * tests replace with `.provide()`.
 */
export type ClipTrigger = 'ambient' | 'preview' | 'manual';

export type ClipInput = {
  trigger?: ClipTrigger;
  /** The element whose visibility counts (the clip's frame). */
  frame?: ElementTarget;
  /** The <video> element. */
  media?: ElementTarget;
};

export type ClipContext = {
  trigger: ClipTrigger;
  frame: ElementTarget;
  media: ElementTarget;
  /** At least half of the frame is on screen. */
  halfVisible: boolean;
  pageVisible: boolean;
  reducedMotion: boolean;
  saveData: boolean;
  finePointer: boolean;
  /** The page has loaded and settled (sensors.ts `afterPageSettles`). */
  idle: boolean;
};

export type ClipEvent =
  | SensorEvent
  | { type: 'clip.play' }
  | { type: 'clip.pause' }
  | { type: 'clip.preview' }
  | { type: 'clip.unpreview' }
  | { type: 'clip.blocked' }
  | { type: 'clip.failed'; reason?: string };

/** The share of the clip that must be on screen for it to play. */
export const CLIP_VISIBLE_RATIO = 0.5;
const thresholds = [0, 0.25, CLIP_VISIBLE_RATIO, 0.75, 1] as const;

export const clipMachine = setup({
  types: {
    context: {} as ClipContext,
    events: {} as ClipEvent,
    input: {} as ClipInput,
  },
  actors: {
    reducedMotion: reducedMotionSensor,
    saveData: saveDataSensor,
    finePointer: finePointerSensor,
    visibility: visibilitySensor,
    pageVisibility: pageVisibilitySensor,
    pageIdle: pageIdleSensor,
    playMedia,
  },
  actions: {
    recordReading: assign(({ context, event }) => {
      switch (event.type) {
        case 'sensor.visibility':
          return { halfVisible: event.ratio >= CLIP_VISIBLE_RATIO };
        case 'sensor.pageVisibility':
          return { pageVisible: event.visible };
        case 'sensor.reducedMotion':
          return { reducedMotion: event.reduce };
        case 'sensor.saveData':
          return { saveData: event.saveData };
        case 'sensor.finePointer':
          return { finePointer: event.fine };
        case 'sensor.pageIdle':
          return { idle: true };
        default:
          return context;
      }
    }),
    logFailure: ({ event }) => {
      console.warn(`[clip] not played: ${event.type === 'clip.failed' ? (event.reason ?? 'error') : 'error'}`);
    },
  },
  guards: {
    isAmbient: ({ context }) => context.trigger === 'ambient',
    isMotionDeclined: ({ context }) => context.reducedMotion || context.saveData,
    isIdle: ({ context }) => context.idle,
    /** Half on screen in a visible tab. */
    isWatchable: ({ context }) => context.halfVisible && context.pageVisible,
    isPreviewAllowed: ({ context }) => context.trigger === 'preview' && context.finePointer && !context.reducedMotion && !context.saveData,
  },
}).createMachine({
  id: 'clip',
  context: ({ input }) => ({
    trigger: input.trigger ?? 'ambient',
    frame: input.frame ?? noTarget,
    media: input.media ?? noTarget,
    halfVisible: false,
    pageVisible: true,
    reducedMotion: false,
    saveData: false,
    finePointer: false,
    idle: false,
  }),
  invoke: [
    { src: 'reducedMotion' },
    { src: 'saveData' },
    { src: 'finePointer' },
    { src: 'pageVisibility' },
    { src: 'pageIdle' },
    { src: 'visibility', input: ({ context }) => ({ target: context.frame, thresholds }) },
  ],
  on: {
    'sensor.visibility': { actions: 'recordReading' },
    'sensor.pageVisibility': { actions: 'recordReading' },
    'sensor.reducedMotion': { actions: 'recordReading' },
    'sensor.saveData': { actions: 'recordReading' },
    'sensor.finePointer': { actions: 'recordReading' },
    'sensor.pageIdle': { actions: 'recordReading' },
    'clip.failed': { target: '.failed', actions: 'logFailure' },
  },
  initial: 'poster',
  states: {
    /** The poster: before the page is idle, under reduced motion or Save-Data, and for previews at rest. */
    poster: {
      always: { guard: and(['isAmbient', 'isIdle', not('isMotionDeclined')]), target: 'auto' },
      on: {
        'clip.play': { target: 'manual' },
        /** Pausing an ambient clip before it has started keeps it from starting. */
        'clip.pause': { guard: 'isAmbient', target: 'paused' },
        'clip.preview': { guard: 'isPreviewAllowed', target: 'preview' },
      },
    },
    /** Playing by itself, while watchable. */
    auto: {
      initial: 'waiting',
      always: { guard: 'isMotionDeclined', target: 'poster' },
      on: {
        'clip.pause': { target: 'paused' },
        'clip.blocked': { target: 'paused' },
      },
      states: {
        waiting: { always: { guard: 'isWatchable', target: 'playing' } },
        playing: {
          always: { guard: not('isWatchable'), target: 'waiting' },
          invoke: { src: 'playMedia', input: ({ context }) => ({ media: context.media }) },
        },
      },
    },
    /** Paused by the visitor (or refused by the browser): the play control starts it. */
    paused: {
      on: { 'clip.play': { target: 'manual' } },
    },
    /** Started by the visitor: plays while watchable, pauses otherwise. */
    manual: {
      initial: 'waiting',
      on: {
        'clip.pause': { target: 'paused' },
        'clip.blocked': { target: 'paused' },
      },
      states: {
        waiting: { always: { guard: 'isWatchable', target: 'playing' } },
        playing: {
          always: { guard: not('isWatchable'), target: 'waiting' },
          invoke: { src: 'playMedia', input: ({ context }) => ({ media: context.media }) },
        },
      },
    },
    /** A card's preview, while hovered or focused. */
    preview: {
      always: { guard: not('isPreviewAllowed'), target: 'poster' },
      invoke: { src: 'playMedia', input: ({ context }) => ({ media: context.media }) },
      on: {
        'clip.unpreview': { target: 'poster' },
        'clip.blocked': { target: 'poster' },
      },
    },
    /** No source could be played: the poster stays. */
    failed: {},
  },
});
