import { assign, emit, setup } from 'xstate';

/**
 * The portfolio detail dialog. Closed by default; a card click (or
 * Enter on the focused card) opens it for that project; the 'Close' button,
 * Escape and the backdrop close it. Inside, the player starts on its poster
 * and plays on request ('View Live Project' / 'Watch Full Sequence').
 *
 * The open project also lives in the URL (`?project=9`) so it can be linked:
 * the machine emits `modal.urlChange` whenever the visitor opens, switches
 * or closes a project (the view writes the URL), and the view sends
 * `modal.sync` when the URL changes by itself (a shared link, back/forward).
 * Syncing never emits, so the two cannot loop.
 */
export type PortfolioModalContext = {
  /** The open project, or null when closed. */
  projectId: number | null;
  /** Ids that can be opened (the portfolio's projects). */
  ids: readonly number[];
};

export type PortfolioModalEvent =
  { type: 'modal.open'; id: number } | { type: 'modal.close' } | { type: 'modal.play' } | { type: 'modal.sync'; id: number | null };

export type PortfolioModalEmitted = { type: 'modal.urlChange'; id: number | null };

export const portfolioModalMachine = setup({
  types: {
    context: {} as PortfolioModalContext,
    events: {} as PortfolioModalEvent,
    emitted: {} as PortfolioModalEmitted,
    input: {} as { ids: readonly number[] },
  },
  guards: {
    isKnownProject: ({ context, event }) => 'id' in event && typeof event.id === 'number' && context.ids.includes(event.id),
    isOtherKnownProject: ({ context, event }) =>
      'id' in event && typeof event.id === 'number' && context.ids.includes(event.id) && event.id !== context.projectId,
    hasNoProject: ({ event }) => 'id' in event && event.id === null,
  },
  actions: {
    assignProject: assign({ projectId: ({ event }) => ('id' in event && typeof event.id === 'number' ? event.id : null) }),
    clearProject: assign({ projectId: null }),
    emitUrlChange: emit(({ context }) => ({ type: 'modal.urlChange' as const, id: context.projectId })),
  },
}).createMachine({
  id: 'portfolioModal',
  context: ({ input }) => ({ projectId: null, ids: input.ids }),
  description: 'The portfolio detail dialog: which project is open, and whether its film is playing.',
  initial: 'closed',
  states: {
    closed: {
      description: 'the portfolio grid shows, no project dialog is open',
      on: {
        'modal.open': {
          guard: 'isKnownProject',
          target: 'open',
          actions: ['assignProject', 'emitUrlChange'],
          description: 'the visitor opens project {id} from its card (click, or Enter on the focused card)',
        },
        'modal.sync': {
          guard: 'isKnownProject',
          target: 'open',
          actions: 'assignProject',
          description: 'the visitor arrives from a link to project {id} (or goes back or forward to it)',
        },
      },
    },
    open: {
      description: "project {projectId}'s dialog is open, with its title, details and film",
      initial: 'poster',
      on: {
        'modal.close': {
          target: 'closed',
          actions: ['clearProject', 'emitUrlChange'],
          description: "the visitor closes the dialog ('Close', Escape or a click on the backdrop)",
        },
        'modal.open': {
          guard: 'isOtherKnownProject',
          target: 'open',
          reenter: true,
          actions: ['assignProject', 'emitUrlChange'],
          description: 'the visitor opens another project, {id}',
        },
        'modal.sync': [
          {
            guard: 'hasNoProject',
            target: 'closed',
            actions: 'clearProject',
            description: 'the visitor goes back to the address without a project',
          },
          {
            guard: 'isOtherKnownProject',
            target: 'open',
            reenter: true,
            actions: 'assignProject',
            description: 'the visitor goes back or forward to the address of another project, {id}',
          },
        ],
      },
      states: {
        poster: {
          description: "the film shows its first frame with 'View Live Project'",
          on: { 'modal.play': { target: 'playing', description: "the visitor presses 'View Live Project' or 'Watch Full Sequence'" } },
        },
        playing: { description: 'the film plays in the dialog, with its pause button focused' },
      },
    },
  },
});
