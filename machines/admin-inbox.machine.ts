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
} from '../src/api/admin';
import { ApiError } from '../src/api/http';

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
    fetchLeads: fromPromise<LeadList, InboxFilters>(({ input }) => fetchLeads(input)),
    fetchLead: fromPromise<LeadDetail, { kind: LeadKind; id: string }>(({ input }) => fetchLead(input)),
    markHandled: fromPromise<LeadDetail, { kind: LeadKind; id: string; handled: boolean }>(({ input }) => postHandled(input)),
    saveStatus: fromPromise<LeadDetail, { kind: LeadKind; id: string } & StatusChange>(({ input }) => postStatus(input)),
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
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'fetchLeads',
            src: 'fetchLeads',
            input: ({ context }) => context.filters,
            onDone: { target: 'ready', actions: { type: 'assignList', params: ({ event }) => ({ list: event.output }) } },
            onError: [
              {
                guard: { type: 'isUnauthorized', params: ({ event }) => ({ error: event.error }) },
                target: 'failed',
                actions: 'reportUnauthorized',
              },
              { target: 'failed' },
            ],
          },
          on: {
            'inbox.filter': {
              target: 'loading',
              reenter: true,
              actions: { type: 'assignFilters', params: ({ event }) => ({ filters: event.filters }) },
            },
            'inbox.refresh': { target: 'loading', reenter: true },
          },
        },
        ready: {
          on: {
            'inbox.filter': { target: 'loading', actions: { type: 'assignFilters', params: ({ event }) => ({ filters: event.filters }) } },
            'inbox.refresh': { target: 'loading' },
          },
        },
        failed: {
          on: {
            'inbox.retry': { target: 'loading' },
            'inbox.filter': { target: 'loading', actions: { type: 'assignFilters', params: ({ event }) => ({ filters: event.filters }) } },
          },
        },
      },
    },
    detail: {
      initial: 'closed',
      states: {
        closed: {
          on: {
            'inbox.open': {
              guard: { type: 'isListed', params: ({ event }) => event },
              target: 'loading',
              actions: { type: 'assignSelected', params: ({ event }) => event },
            },
          },
        },
        loading: {
          invoke: {
            id: 'fetchLead',
            src: 'fetchLead',
            input: ({ context }) => context.selected!,
            onDone: { target: 'open', actions: { type: 'assignDetail', params: ({ event }) => ({ detail: event.output }) } },
            onError: [
              {
                guard: { type: 'isUnauthorized', params: ({ event }) => ({ error: event.error }) },
                target: 'failed',
                actions: 'reportUnauthorized',
              },
              { target: 'failed' },
            ],
          },
          on: {
            'inbox.open': {
              guard: { type: 'isListed', params: ({ event }) => event },
              target: 'loading',
              reenter: true,
              actions: { type: 'assignSelected', params: ({ event }) => event },
            },
            'inbox.close': { target: 'closed', actions: 'clearSelection' },
          },
        },
        open: {
          on: {
            'inbox.open': {
              guard: { type: 'isListed', params: ({ event }) => event },
              target: 'loading',
              actions: { type: 'assignSelected', params: ({ event }) => event },
            },
            'inbox.close': { target: 'closed', actions: 'clearSelection' },
            'inbox.markHandled': { guard: { type: 'isChange', params: ({ event }) => event }, target: 'marking' },
            'inbox.setStatus': { target: 'savingStatus' },
          },
        },
        savingStatus: {
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
            },
            onError: [
              {
                guard: { type: 'isUnauthorized', params: ({ event }) => ({ error: event.error }) },
                target: 'open',
                actions: ['flagStatusFailed', 'reportUnauthorized'],
              },
              { target: 'open', actions: 'flagStatusFailed' },
            ],
          },
        },
        marking: {
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
            },
            onError: [
              {
                guard: { type: 'isUnauthorized', params: ({ event }) => ({ error: event.error }) },
                target: 'open',
                actions: ['flagMarkFailed', 'reportUnauthorized'],
              },
              { target: 'open', actions: 'flagMarkFailed' },
            ],
          },
        },
        failed: {
          on: {
            'inbox.open': {
              guard: { type: 'isListed', params: ({ event }) => event },
              target: 'loading',
              actions: { type: 'assignSelected', params: ({ event }) => event },
            },
            'inbox.close': { target: 'closed', actions: 'clearSelection' },
            'inbox.retry': { target: 'loading' },
          },
        },
      },
    },
  },
});
