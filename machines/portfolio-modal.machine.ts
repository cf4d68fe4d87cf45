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
  initial: 'closed',
  states: {
    closed: {
      on: {
        'modal.open': { guard: 'isKnownProject', target: 'open', actions: ['assignProject', 'emitUrlChange'] },
        'modal.sync': { guard: 'isKnownProject', target: 'open', actions: 'assignProject' },
      },
    },
    open: {
      initial: 'poster',
      on: {
        'modal.close': { target: 'closed', actions: ['clearProject', 'emitUrlChange'] },
        'modal.open': { guard: 'isOtherKnownProject', target: 'open', reenter: true, actions: ['assignProject', 'emitUrlChange'] },
        'modal.sync': [
          { guard: 'hasNoProject', target: 'closed', actions: 'clearProject' },
          { guard: 'isOtherKnownProject', target: 'open', reenter: true, actions: 'assignProject' },
        ],
      },
      states: {
        poster: {
          on: { 'modal.play': { target: 'playing' } },
        },
        playing: {},
      },
    },
  },
});
