import { assign, fromPromise, raise, setup } from 'xstate';
import {
  defaultInboxFilters,
  fetchLead,
  fetchLeads,
  postHandled,
  postStatus,
  type InboxFilters,
  type LeadDetail,
  type LeadKind,
  type LeadList,
  type LeadStatus,
} from '#src/api/admin';
import { ApiError } from '#src/api/http';

export type InboxContext = {
  filters: InboxFilters;
  list: LeadList | null;
  selected: { kind: LeadKind; id: string } | null;
  detail: LeadDetail | null;
  /** The last change of handled state failed (shown next to the button). */
  markFailed: boolean;
  /** The last sales status (and note) was not saved (shown in the status form). */
  statusFailed: boolean;
};

type StatusChange = { status: LeadStatus; note: string };

export type InboxEvent =
  | { type: 'inbox.filter'; filters: Partial<InboxFilters> }
  | { type: 'inbox.retry' }
  | { type: 'inbox.refresh' }
  | { type: 'inbox.open'; kind: LeadKind; id: string }
  | { type: 'inbox.close' }
  | { type: 'inbox.markHandled'; handled: boolean }
  | ({ type: 'inbox.setStatus' } & StatusChange);

/** The words of the inbox's repeated transitions (statecharts, test plans, the inspector). */
const FILTER = 'the staff member picks a lead kind, a handled or spam filter or a sales stage, or searches';
const OPEN = 'the staff member opens a {kind} lead from the list';

const isUnauthorized = (error: unknown) => error instanceof ApiError && (error.status === 401 || error.status === 403);

/**
 * The admin leads inbox: two regions side by side.
 * - list: loading → ready | failed; a filter change (kind, handled/unhandled,
 *   spam, sales stage, search text) or a refresh loads again, keeping the old
 *   list on screen meanwhile.
 * - detail: closed → loading → open | failed; open → marking → open, and
 *   open → savingStatus → open for the sales status and note (the list
 *   reloads after either so counts, badges and filters stay true).
 * A 401/403 from any call reports `reportUnauthorized` (the page signs the
 * visitor out of the UI: the server no longer knows the session).
 */
export const adminInboxMachine = setup({
  types: {
    context: {} as InboxContext,
    events: {} as InboxEvent,
    input: {} as { filters?: Partial<InboxFilters> } | undefined,
  },
  actors: {
    fetchLeads: fromPromise<LeadList, InboxFilters>(({ input, signal }) => fetchLeads(input, { signal })),
    fetchLead: fromPromise<LeadDetail, { kind: LeadKind; id: string }>(({ input, signal }) => fetchLead(input, { signal })),
    markHandled: fromPromise<LeadDetail, { kind: LeadKind; id: string; handled: boolean }>(({ input, signal }) =>
      postHandled(input, { signal }),
    ),
    saveStatus: fromPromise<LeadDetail, { kind: LeadKind; id: string } & StatusChange>(({ input, signal }) =>
      postStatus(input, { signal }),
    ),
  },
  actions: {
    /**
     * The server no longer knows the session: by default the browser goes to
     * the sign-in page (the server sends a signed-out visitor there anyway).
     * The inbox page provides a gentler one: it tells the auth actor.
     */
    reportUnauthorized: () => {
      if (typeof window !== 'undefined') window.location.assign('/login');
    },
    assignFilters: assign(({ context }, params: { filters: Partial<InboxFilters> }) => ({
      filters: { ...context.filters, ...params.filters },
    })),
    assignList: assign((_, params: { list: LeadList }) => ({ list: params.list })),
    assignSelected: assign((_, params: { kind: LeadKind; id: string }) => ({
      selected: { kind: params.kind, id: params.id },
      detail: null,
      markFailed: false,
      statusFailed: false,
    })),
    assignDetail: assign((_, params: { detail: LeadDetail }) => ({ detail: params.detail, markFailed: false, statusFailed: false })),
    clearSelection: assign({ selected: null, detail: null, markFailed: false, statusFailed: false }),
    flagMarkFailed: assign({ markFailed: true }),
    flagStatusFailed: assign({ statusFailed: true }),
    refreshList: raise({ type: 'inbox.refresh' }),
  },
  guards: {
    isUnauthorized: (_, params: { error: unknown }) => isUnauthorized(params.error),
    /** Only leads the list shows can be opened. */
    isListed: ({ context }, params: { kind: LeadKind; id: string }) =>
      Boolean(context.list?.items.some((item) => item.kind === params.kind && item.id === params.id)),
    /** Marking handled what is handled (or the reverse) is not a change. */
    isChange: ({ context }, params: { handled: boolean }) => Boolean(context.detail?.item.handledAt) !== params.handled,
  },
}).createMachine({
  id: 'adminInbox',
  description: 'the leads inbox of the admin area: the list of leads beside the lead opened from it',
  type: 'parallel',
  context: ({ input }) => ({
    filters: { ...defaultInboxFilters, ...(input?.filters ?? {}) },
    list: null,
    selected: null,
    detail: null,
    markFailed: false,
    statusFailed: false,
  }),
  states: {
    list: {
      description: 'the list of leads, with its filters and search',
      initial: 'loading',
      states: {
        loading: {
          description: 'the list of leads is loading (a list shown before stays on screen meanwhile)',
          invoke: {
            id: 'fetchLeads',
            src: 'fetchLeads',
            input: ({ context }) => context.filters,
            onDone: {
              target: 'ready',
              actions: { type: 'assignList', params: ({ event }) => ({ list: event.output }) },
              description: 'the server sends the leads that match the filters',
            },
            onError: [
              {
                guard: { type: 'isUnauthorized', params: ({ event }) => ({ error: event.error }) },
                target: 'failed',
                actions: 'reportUnauthorized',
                description: 'the server no longer knows the session, so the staff member is signed out',
              },
              { target: 'failed', description: 'the server cannot send the list' },
            ],
          },
          on: {
            'inbox.filter': {
              target: 'loading',
              reenter: true,
              actions: { type: 'assignFilters', params: ({ event }) => ({ filters: event.filters }) },
              description: FILTER,
            },
            'inbox.refresh': { target: 'loading', reenter: true, description: 'the staff member presses "Refresh"' },
          },
        },
        ready: {
          description: 'the list shows the leads that match the filters, with their counts and badges',
          on: {
            'inbox.filter': {
              target: 'loading',
              actions: { type: 'assignFilters', params: ({ event }) => ({ filters: event.filters }) },
              description: FILTER,
            },
            'inbox.refresh': {
              target: 'loading',
              description: 'the staff member presses "Refresh", or a change to the open lead was saved',
            },
          },
        },
        failed: {
          description: 'the list says the leads could not be loaded, with a "Try again" button',
          on: {
            'inbox.retry': { target: 'loading', description: 'the staff member presses "Try again"' },
            'inbox.filter': {
              target: 'loading',
              actions: { type: 'assignFilters', params: ({ event }) => ({ filters: event.filters }) },
              description: FILTER,
            },
          },
        },
      },
    },
    detail: {
      description: 'the lead opened from the list',
      initial: 'closed',
      states: {
        closed: {
          description: 'no lead is open',
          on: {
            'inbox.open': {
              guard: { type: 'isListed', params: ({ event }) => event },
              target: 'loading',
              actions: { type: 'assignSelected', params: ({ event }) => event },
              description: OPEN,
            },
          },
        },
        loading: {
          description: 'the chosen lead is loading',
          invoke: {
            id: 'fetchLead',
            src: 'fetchLead',
            input: ({ context }) => context.selected!,
            onDone: {
              target: 'open',
              actions: { type: 'assignDetail', params: ({ event }) => ({ detail: event.output }) },
              description: 'the server sends the lead',
            },
            onError: [
              {
                guard: { type: 'isUnauthorized', params: ({ event }) => ({ error: event.error }) },
                target: 'failed',
                actions: 'reportUnauthorized',
                description: 'the server no longer knows the session, so the staff member is signed out',
              },
              { target: 'failed', description: 'the server cannot send the lead' },
            ],
          },
          on: {
            'inbox.open': {
              guard: { type: 'isListed', params: ({ event }) => event },
              target: 'loading',
              reenter: true,
              actions: { type: 'assignSelected', params: ({ event }) => event },
              description: OPEN,
            },
            'inbox.close': { target: 'closed', actions: 'clearSelection', description: 'the staff member closes the lead' },
          },
        },
        open: {
          description: 'the lead is open with its message, its handled state and its sales status',
          on: {
            'inbox.open': {
              guard: { type: 'isListed', params: ({ event }) => event },
              target: 'loading',
              actions: { type: 'assignSelected', params: ({ event }) => event },
              description: OPEN,
            },
            'inbox.close': { target: 'closed', actions: 'clearSelection', description: 'the staff member closes the lead' },
            'inbox.markHandled': {
              guard: { type: 'isChange', params: ({ event }) => event },
              target: 'marking',
              description: 'the staff member marks the lead as {handled?handled|not handled}',
            },
            'inbox.setStatus': {
              target: 'savingStatus',
              description: 'the staff member sets the sales status to {status}, writes a note and presses "Save status"',
            },
          },
        },
        savingStatus: {
          description: 'the sales status and note of the open lead are being saved',
          invoke: {
            id: 'saveStatus',
            src: 'saveStatus',
            input: ({ context, event }) => {
              const { status, note } = event as Extract<InboxEvent, { type: 'inbox.setStatus' }>;
              return { ...context.selected!, status, note };
            },
            onDone: {
              target: 'open',
              actions: [{ type: 'assignDetail', params: ({ event }) => ({ detail: event.output }) }, 'refreshList'],
              description: 'the server saves the sales status, and the list reloads',
            },
            onError: [
              {
                guard: { type: 'isUnauthorized', params: ({ event }) => ({ error: event.error }) },
                target: 'open',
                actions: ['flagStatusFailed', 'reportUnauthorized'],
                description:
                  'the server no longer knows the session: the status form says it was not saved and the staff member is signed out',
              },
              {
                target: 'open',
                actions: 'flagStatusFailed',
                description: 'the server cannot save it: the status form says it was not saved',
              },
            ],
          },
        },
        marking: {
          description: 'the change to the handled state of the open lead is being saved',
          invoke: {
            id: 'markHandled',
            src: 'markHandled',
            input: ({ context, event }) => ({
              ...context.selected!,
              handled: (event as Extract<InboxEvent, { type: 'inbox.markHandled' }>).handled,
            }),
            onDone: {
              target: 'open',
              actions: [{ type: 'assignDetail', params: ({ event }) => ({ detail: event.output }) }, 'refreshList'],
              description: 'the server saves the handled state, and the list reloads',
            },
            onError: [
              {
                guard: { type: 'isUnauthorized', params: ({ event }) => ({ error: event.error }) },
                target: 'open',
                actions: ['flagMarkFailed', 'reportUnauthorized'],
                description:
                  'the server no longer knows the session: the lead says the change was not saved and the staff member is signed out',
              },
              {
                target: 'open',
                actions: 'flagMarkFailed',
                description: 'the server cannot save it: the lead says the change was not saved',
              },
            ],
          },
        },
        failed: {
          description: 'the lead could not be loaded, with a "Try again" button',
          on: {
            'inbox.open': {
              guard: { type: 'isListed', params: ({ event }) => event },
              target: 'loading',
              actions: { type: 'assignSelected', params: ({ event }) => event },
              description: OPEN,
            },
            'inbox.close': { target: 'closed', actions: 'clearSelection', description: 'the staff member closes the lead' },
            'inbox.retry': { target: 'loading', description: 'the staff member presses "Try again"' },
          },
        },
      },
    },
  },
});
