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
 * 2.2.2). The home reel can also be watched whole and larger ("Watch the
 * reel", `clip.enlarge`): a dialog plays it with the browser's own controls,
 * and the film on the page stands still behind it until the dialog closes
 * (`clip.shrink`), then goes on by the same rules as before. A clip the visitor started plays under the same visibility rule.
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
  /** The film is open larger, in a dialog over the page ("Watch the reel"). */
  enlarged: boolean;
};

export type ClipEvent =
  | SensorEvent
  | { type: 'clip.play' }
  | { type: 'clip.pause' }
  | { type: 'clip.preview' }
  | { type: 'clip.unpreview' }
  | { type: 'clip.blocked' }
  | { type: 'clip.failed'; reason?: string }
  | { type: 'clip.enlarge' }
  | { type: 'clip.shrink' };

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
    enlarge: assign({ enlarged: true }),
    shrink: assign({ enlarged: false }),
    logFailure: ({ event }) => {
      console.warn(`[clip] not played: ${event.type === 'clip.failed' ? (event.reason ?? 'error') : 'error'}`);
    },
  },
  guards: {
    isAmbient: ({ context }) => context.trigger === 'ambient',
    isMotionDeclined: ({ context }) => context.reducedMotion || context.saveData,
    isIdle: ({ context }) => context.idle,
    /** Half on screen in a visible tab, and not covered by its own larger player. */
    isWatchable: ({ context }) => context.halfVisible && context.pageVisible && !context.enlarged,
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
    enlarged: false,
  }),
  invoke: [
    { src: 'reducedMotion' },
    { src: 'saveData' },
    { src: 'finePointer' },
    { src: 'pageVisibility' },
    { src: 'pageIdle' },
    { src: 'visibility', input: ({ context }) => ({ target: context.frame, thresholds }) },
  ],
  description: 'a short muted film on the page (the home reel, the work showcase, a card preview, a case study or service film)',
  on: {
    'sensor.visibility': { actions: 'recordReading', description: 'the visitor scrolls so that {ratio%} of the film is on screen' },
    'sensor.pageVisibility': {
      actions: 'recordReading',
      description: 'the visitor {visible?comes back to the browser tab|switches to another tab or hides the browser}',
    },
    'sensor.reducedMotion': {
      actions: 'recordReading',
      description: 'the visitor {reduce?turns on|turns off} "reduce motion" in the device settings',
    },
    'sensor.saveData': {
      actions: 'recordReading',
      description: 'the visitor {saveData?turns on|turns off} data saving in the browser',
    },
    'sensor.finePointer': {
      actions: 'recordReading',
      description: 'the device {fine?has a mouse or trackpad|has only a touch screen}',
    },
    'sensor.pageIdle': { actions: 'recordReading', description: 'the page has loaded and gone a second without heavy work' },
    'clip.failed': { target: '.failed', actions: 'logFailure', description: 'the browser can play none of the sources of the film' },
    'clip.enlarge': {
      actions: 'enlarge',
      description: "the visitor presses 'Watch the reel': the whole film opens larger in a dialog, playing with the browser's controls",
    },
    'clip.shrink': {
      actions: 'shrink',
      description: "the visitor closes the film's dialog ('Close', Escape or a click beside it) and focus goes back to 'Watch the reel'",
    },
  },
  initial: 'poster',
  states: {
    /** The poster: before the page is idle, under reduced motion or Save-Data, and for previews at rest. */
    poster: {
      description: "the film's still poster shows, with a play control",
      always: {
        guard: and(['isAmbient', 'isIdle', not('isMotionDeclined')]),
        target: 'auto',
        description: 'the page has settled, for a film that plays by itself, and the visitor accepts motion and data use',
      },
      on: {
        'clip.play': { target: 'manual', description: 'the visitor presses play' },
        /** Pausing an ambient clip before it has started keeps it from starting. */
        'clip.pause': {
          guard: 'isAmbient',
          target: 'paused',
          description: 'the visitor presses pause before the film has started by itself',
        },
        'clip.preview': {
          guard: 'isPreviewAllowed',
          target: 'preview',
          description: 'the visitor points at the card or moves keyboard focus onto it',
        },
      },
    },
    /** Playing by itself, while watchable. */
    auto: {
      description: 'the film plays by itself while at least half of it is on screen in a visible tab',
      initial: 'waiting',
      always: {
        guard: 'isMotionDeclined',
        target: 'poster',
        description: 'the visitor asks for reduced motion or data saving',
      },
      on: {
        'clip.pause': { target: 'paused', description: 'the visitor presses pause' },
        'clip.blocked': { target: 'paused', description: 'the browser refuses to start the film' },
      },
      states: {
        waiting: {
          description:
            'the film would play by itself but stands still: less than half of it is on screen, the tab is hidden, or the film is open larger in its dialog',
          always: {
            guard: 'isWatchable',
            target: 'playing',
            description: 'half of the film is on screen in a visible tab, with no dialog over it',
          },
        },
        playing: {
          description: 'the film plays by itself, muted and looping',
          always: {
            guard: not('isWatchable'),
            target: 'waiting',
            description: 'less than half of the film is on screen, the tab is hidden, or the film opens larger in its dialog',
          },
          invoke: { src: 'playMedia', input: ({ context }) => ({ media: context.media }) },
        },
      },
    },
    /** Paused by the visitor (or refused by the browser): the play control starts it. */
    paused: {
      description: 'the film is paused, with a play control',
      on: { 'clip.play': { target: 'manual', description: 'the visitor presses play' } },
    },
    /** Started by the visitor: plays while watchable, pauses otherwise. */
    manual: {
      description: 'the visitor started the film: it plays while at least half of it is on screen in a visible tab',
      initial: 'waiting',
      on: {
        'clip.pause': { target: 'paused', description: 'the visitor presses pause' },
        'clip.blocked': { target: 'paused', description: 'the browser refuses to start the film' },
      },
      states: {
        waiting: {
          description:
            'the visitor started the film but it stands still: less than half of it is on screen, the tab is hidden, or the film is open larger in its dialog',
          always: {
            guard: 'isWatchable',
            target: 'playing',
            description: 'half of the film is on screen in a visible tab, with no dialog over it',
          },
        },
        playing: {
          description: 'the film the visitor started plays, muted and looping',
          always: {
            guard: not('isWatchable'),
            target: 'waiting',
            description: 'less than half of the film is on screen, the tab is hidden, or the film opens larger in its dialog',
          },
          invoke: { src: 'playMedia', input: ({ context }) => ({ media: context.media }) },
        },
      },
    },
    /** A card's preview, while hovered or focused. */
    preview: {
      description: "the card's preview film plays while the pointer or keyboard focus is on the card",
      always: {
        guard: not('isPreviewAllowed'),
        target: 'poster',
        description: 'the visitor asks for reduced motion or data saving, or the device has no mouse or trackpad any more',
      },
      invoke: { src: 'playMedia', input: ({ context }) => ({ media: context.media }) },
      on: {
        'clip.unpreview': { target: 'poster', description: 'the pointer or keyboard focus leaves the card' },
        'clip.blocked': { target: 'poster', description: 'the browser refuses to start the preview' },
      },
    },
    /** No source could be played: the poster stays. */
    failed: { description: 'the film cannot be played: its poster stays and nothing else changes' },
  },
});
