import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyEventObject } from 'xstate';
import { adminInboxMachine } from '#machines/admin-inbox.machine';
import { authMachine, type StoredAuth } from '#machines/auth.machine';
import { AuthContext } from '#machines/auth-context';
import type { InboxFilters, LeadDetail, LeadKind, LeadList, LeadStatus } from '#src/api/admin';
import type { SessionAnswer } from '#src/api/auth';
import { ApiError } from '#src/api/http';
import { fieldLabel, formatValue } from '#src/routes/_staff/-components/format';
import { LeadDetail as LeadDetailView } from '#src/routes/_staff/-components/lead-detail';
import { LeadsInbox } from '#src/routes/_staff/-components/leads-inbox';
import { describePathTests } from '../utils/path-tests';
import { renderWithRouter } from '../utils/render';

const summary = (handledAt: string | null, leadStatus: LeadStatus = 'new', note = '') => ({
  kind: 'contact' as const,
  id: 'c1',
  receivedAt: '2025-03-01T10:04:00.000Z',
  handledAt,
  spam: false,
  page: '/contact',
  title: 'Dana Whitfield',
  email: 'dana@northwind.example',
  subtitle: 'Northwind · Brand Films',
  preview: 'We need a 90 second brand film.',
  leadStatus,
  note,
  statusChangedAt: leadStatus === 'new' ? null : '2025-03-02T09:00:00.000Z',
  visitorAction: '' as const,
});

/** The inbox view on /admin, bound to the controllable machine in `current`. */
const renderInbox = () =>
  renderWithRouter(
    <AuthContext.Provider logic={current.auth}>
      <LeadsInbox machine={current.machine} />
    </AuthContext.Provider>,
    { path: '/admin' },
  );

const LIST: LeadList = {
  items: [summary(null)],
  counts: { contact: { total: 1, unhandled: 1 }, chat: { total: 0, unhandled: 0 } },
  hasMore: false,
};

const detail = (handledAt: string | null, leadStatus: LeadStatus = 'new', note = ''): LeadDetail => ({
  item: summary(handledAt, leadStatus, note),
  fields: [
    { name: 'received_at', value: '2025-03-01T10:04:00.000Z' },
    { name: 'name', value: 'Dana Whitfield' },
    { name: 'budget', value: '25k-50k' },
    { name: 'service', value: 'tv-commercial' },
    { name: 'lead_status', value: leadStatus },
    { name: 'lead_note', value: note },
    { name: 'message', value: 'We need a 90 second brand film.\nCut-downs too.' },
    { name: 'platforms', value: ['Website', 'Email'] },
    { name: 'consent_email', value: true },
  ],
});
const OPEN = detail(null);
const HANDLED = detail('2025-03-02T08:00:00.000Z');
const QUALIFIED = detail(null, 'qualified', 'Call booked with their CMO.');

type Deferred = { resolve: (v: unknown) => void; reject: (e: unknown) => void; input: unknown };

function controllable() {
  const pending: Record<'fetchLeads' | 'fetchLead' | 'markHandled' | 'saveStatus', Deferred[]> = {
    fetchLeads: [],
    fetchLead: [],
    markHandled: [],
    saveStatus: [],
  };
  const defer = (name: keyof typeof pending, input: unknown) =>
    new Promise<never>((resolve, reject) => pending[name].push({ resolve: resolve as (v: unknown) => void, reject, input }));
  const machine = adminInboxMachine.provide({
    actors: {
      fetchLeads: fromPromise<LeadList, InboxFilters>(({ input }) => defer('fetchLeads', input)),
      fetchLead: fromPromise<LeadDetail, { kind: LeadKind; id: string }>(({ input }) => defer('fetchLead', input)),
      markHandled: fromPromise<LeadDetail, { kind: LeadKind; id: string; handled: boolean }>(({ input }) => defer('markHandled', input)),
      saveStatus: fromPromise<LeadDetail, { kind: LeadKind; id: string; status: LeadStatus; note: string }>(({ input }) =>
        defer('saveStatus', input),
      ),
    },
  });
  // A signed-in admin, as the page would have it (the inbox tells this actor when the server says 401).
  const auth = authMachine.provide({
    actors: {
      readStoredAuth: fromPromise<StoredAuth>(async () => ({ authenticated: true, role: 'admin' })),
      confirmSession: fromPromise<SessionAnswer>(async () => ({ authenticated: true, role: 'admin' })),
    },
    actions: { navigateHome: () => undefined, navigateToArea: () => undefined },
  });
  return { machine, auth, pending };
}

const settle = async () => {
  for (let i = 0; i < 6; i++) await Promise.resolve();
};

describe('adminInbox machine', () => {
  it('loads newest-first leads with the default filters (all kinds, unhandled, no spam)', async () => {
    const { machine, pending } = controllable();
    const actor = createActor(machine, { input: {} }).start();
    expect(pending.fetchLeads[0]!.input).toEqual({ kind: 'all', status: 'unhandled', spam: false, q: '', stage: 'any' });
    pending.fetchLeads[0]!.resolve(LIST);
    await settle();
    expect(actor.getSnapshot().value).toEqual({ list: 'ready', detail: 'closed' });
  });

  it('a filter change loads again with the merged filters', async () => {
    const { machine, pending } = controllable();
    const actor = createActor(machine, { input: {} }).start();
    pending.fetchLeads[0]!.resolve(LIST);
    await settle();
    actor.send({ type: 'inbox.filter', filters: { kind: 'contact', spam: true } });
    expect(pending.fetchLeads[1]!.input).toEqual({ kind: 'contact', status: 'unhandled', spam: true, q: '', stage: 'any' });
  });

  it('a search and a stage are filters too: they load again and keep the others', async () => {
    const { machine, pending } = controllable();
    const actor = createActor(machine, { input: {} }).start();
    pending.fetchLeads[0]!.resolve(LIST);
    await settle();
    actor.send({ type: 'inbox.filter', filters: { q: 'northwind' } });
    actor.send({ type: 'inbox.filter', filters: { stage: 'qualified' } });
    expect(pending.fetchLeads.at(-1)!.input).toEqual({ kind: 'all', status: 'unhandled', spam: false, q: 'northwind', stage: 'qualified' });
  });

  it('saving a status and note shows the saved record and reloads the list; a failure keeps the lead open and says so', async () => {
    const { machine, pending } = controllable();
    const actor = createActor(machine, { input: {} }).start();
    pending.fetchLeads[0]!.resolve(LIST);
    await settle();
    actor.send({ type: 'inbox.open', kind: 'contact', id: 'c1' });
    pending.fetchLead[0]!.resolve(OPEN);
    await settle();
    actor.send({ type: 'inbox.setStatus', status: 'qualified', note: 'Call booked with their CMO.' });
    expect(actor.getSnapshot().matches({ detail: 'savingStatus' })).toBe(true);
    expect(pending.saveStatus[0]!.input).toEqual({ kind: 'contact', id: 'c1', status: 'qualified', note: 'Call booked with their CMO.' });
    pending.saveStatus[0]!.reject(new ApiError('down', 500));
    await settle();
    expect(actor.getSnapshot().matches({ detail: 'open' })).toBe(true);
    expect(actor.getSnapshot().context.statusFailed).toBe(true);
    actor.send({ type: 'inbox.setStatus', status: 'qualified', note: 'Call booked with their CMO.' });
    pending.saveStatus[1]!.resolve(QUALIFIED);
    await settle();
    expect(actor.getSnapshot().context.detail?.item.leadStatus).toBe('qualified');
    expect(actor.getSnapshot().context.statusFailed).toBe(false);
    expect(actor.getSnapshot().matches({ list: 'loading' })).toBe(true);
  });

  it('marking handled saves, shows the saved record and reloads the list', async () => {
    const { machine, pending } = controllable();
    const actor = createActor(machine, { input: {} }).start();
    pending.fetchLeads[0]!.resolve(LIST);
    await settle();
    actor.send({ type: 'inbox.open', kind: 'contact', id: 'c1' });
    expect(pending.fetchLead[0]!.input).toEqual({ kind: 'contact', id: 'c1' });
    pending.fetchLead[0]!.resolve(OPEN);
    await settle();
    actor.send({ type: 'inbox.markHandled', handled: false });
    expect(actor.getSnapshot().matches({ detail: 'open' })).toBe(true);
    actor.send({ type: 'inbox.markHandled', handled: true });
    expect(pending.markHandled[0]!.input).toEqual({ kind: 'contact', id: 'c1', handled: true });
    pending.markHandled[0]!.resolve(HANDLED);
    await settle();
    expect(actor.getSnapshot().context.detail?.item.handledAt).toBe('2025-03-02T08:00:00.000Z');
    expect(actor.getSnapshot().matches({ list: 'loading' })).toBe(true);
    expect(pending.fetchLeads).toHaveLength(2);
  });

  it('opens only leads the list shows', async () => {
    const { machine, pending } = controllable();
    const actor = createActor(machine, { input: {} }).start();
    pending.fetchLeads[0]!.resolve(LIST);
    await settle();
    actor.send({ type: 'inbox.open', kind: 'contact', id: 'not-listed' });
    expect(actor.getSnapshot().matches({ detail: 'closed' })).toBe(true);
  });
});

// ---------------------------------------------------------------------------
// Generated paths replayed against the rendered inbox.

let current: ReturnType<typeof controllable>;
const outputOf = (event: AnyEventObject) => (event as unknown as { output: unknown }).output;
const errorOf = (event: AnyEventObject) => (event as unknown as { error: unknown }).error;
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as never;
const failed = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error }) as never;
const last = (name: keyof ReturnType<typeof controllable>['pending']) => current.pending[name].at(-1)!;
const click = async (element: HTMLElement) => {
  await act(async () => void fireEvent.click(element));
};
const alerts = () => screen.queryAllByRole('alert').map((a) => a.textContent ?? '');

describePathTests('adminInbox · leads inbox', adminInboxMachine, {
  start:
    'a staff member signed in as admin opens the leads inbox (/admin); each answer of the server (the list, a lead, a save) arrives when a step says so',
  input: {},
  events: [
    { type: 'inbox.filter', filters: { kind: 'contact' } },
    { type: 'inbox.refresh' },
    { type: 'inbox.retry' },
    { type: 'inbox.open', kind: 'contact', id: 'c1' },
    { type: 'inbox.close' },
    { type: 'inbox.markHandled', handled: true },
    { type: 'inbox.markHandled', handled: false },
    { type: 'inbox.filter', filters: { q: 'dana' } },
    { type: 'inbox.setStatus', status: 'qualified', note: 'Call booked with their CMO.' },
    done('fetchLeads', LIST),
    failed('fetchLeads', new ApiError('down', 500)),
    failed('fetchLeads', new ApiError('Please sign in.', 401)),
    done('fetchLead', OPEN),
    failed('fetchLead', new ApiError('down', 500)),
    failed('fetchLead', new ApiError('Please sign in.', 401)),
    done('markHandled', HANDLED),
    done('markHandled', OPEN),
    failed('markHandled', new ApiError('down', 500)),
    failed('markHandled', new ApiError('Please sign in.', 401)),
    done('saveStatus', QUALIFIED),
    failed('saveStatus', new ApiError('down', 500)),
    failed('saveStatus', new ApiError('Please sign in.', 401)),
  ] as never[],
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      list: Boolean(snapshot.context.list),
      detail: Boolean(snapshot.context.detail),
      handled: Boolean(snapshot.context.detail?.item.handledAt),
      markFailed: snapshot.context.markFailed,
      status: snapshot.context.detail?.item.leadStatus,
      statusFailed: snapshot.context.statusFailed,
      searched: Boolean(snapshot.context.filters.q),
    }),
  setup: async () => {
    current = controllable();
    window.localStorage.setItem('isAuthenticated', 'true');
    window.localStorage.setItem('userRole', 'admin');
    await renderInbox();
    await act(async () => settle());
    return {};
  },
  exec: {
    'inbox.filter': async (_sut, event) => {
      const { filters } = event as unknown as { filters: Partial<InboxFilters> };
      if (filters.q === undefined)
        return click(within(screen.getByRole('navigation', { name: 'Lead kinds' })).getByRole('button', { name: /Contact messages/ }));
      // Typed into the search box and sent with Enter (the form's submit).
      const box = screen.getByRole('searchbox', { name: 'Search leads' });
      await act(async () => void fireEvent.change(box, { target: { value: filters.q } }));
      await act(async () => void fireEvent.submit(box.closest('form')!));
    },
    'inbox.setStatus': async (_sut, event) => {
      const { status, note } = event as unknown as { status: LeadStatus; note: string };
      const form = screen.getByRole('form', { name: 'Sales status' });
      await act(async () => void fireEvent.change(within(form).getByRole('combobox', { name: 'Status' }), { target: { value: status } }));
      await act(async () => void fireEvent.change(within(form).getByRole('textbox', { name: /Note/ }), { target: { value: note } }));
      await click(within(form).getByRole('button', { name: 'Save status' }));
    },
    'inbox.refresh': async () => click(screen.getByRole('button', { name: 'Refresh' })),
    'inbox.retry': async () => click(screen.getAllByRole('button', { name: 'Try again' })[0]!),
    'inbox.open': async () => click(within(screen.getByRole('list', { name: 'Leads' })).getByRole('button', { name: /Dana Whitfield/ })),
    // The back button is for phones (hidden by CSS on wider screens).
    'inbox.close': async () => click(screen.getByRole('button', { name: /Back to the list/, hidden: true })),
    'inbox.markHandled': async (_sut, event) =>
      click(screen.getByRole('button', { name: (event as unknown as { handled: boolean }).handled ? 'Mark handled' : 'Mark unhandled' })),
    'xstate.done.actor.fetchLeads': async (_sut, event) => act(async () => last('fetchLeads').resolve(outputOf(event))),
    'xstate.error.actor.fetchLeads': async (_sut, event) => act(async () => last('fetchLeads').reject(errorOf(event))),
    'xstate.done.actor.fetchLead': async (_sut, event) => act(async () => last('fetchLead').resolve(outputOf(event))),
    'xstate.error.actor.fetchLead': async (_sut, event) => act(async () => last('fetchLead').reject(errorOf(event))),
    'xstate.done.actor.markHandled': async (_sut, event) => act(async () => last('markHandled').resolve(outputOf(event))),
    'xstate.error.actor.markHandled': async (_sut, event) => act(async () => last('markHandled').reject(errorOf(event))),
    'xstate.done.actor.saveStatus': async (_sut, event) => act(async () => last('saveStatus').resolve(outputOf(event))),
    'xstate.error.actor.saveStatus': async (_sut, event) => act(async () => last('saveStatus').reject(errorOf(event))),
  },
  states: {
    'list.loading': (_sut, snapshot) => {
      if (snapshot.context.list) expect(screen.getByRole('list', { name: 'Leads' }).closest('[aria-busy]')).not.toBeNull();
      else expect(screen.getByText('Loading leads…')).toBeTruthy();
    },
    'list.ready': (_sut, snapshot) => {
      const row = within(screen.getByRole('list', { name: 'Leads' })).getByRole('button', { name: /Dana Whitfield/ });
      // Codes appear as labels in the list line too.
      expect(row.textContent).toContain('Northwind · Brand Films');
      expect((screen.getByRole('searchbox', { name: 'Search leads' }) as HTMLInputElement).value).toBe(snapshot.context.filters.q);
      expect(alerts()).not.toContain('The leads could not be loaded. Try again');
    },
    'list.failed': () => {
      expect(alerts()).toContain('The leads could not be loaded. Try again');
    },
    'detail.closed': () => {
      expect(screen.getByText('Choose a lead to see every field.')).toBeTruthy();
    },
    'detail.loading': () => {
      expect(screen.getByText('Opening…')).toBeTruthy();
    },
    'detail.open': (_sut, snapshot) => {
      expect(screen.getByRole('heading', { level: 2, name: 'Dana Whitfield' })).toBeTruthy();
      // Every field, in words: labels, not the codes the form sent.
      expect(screen.getByText('Budget').nextSibling?.textContent).toBe('$25,000 - $50,000');
      expect(screen.getByText('Service').nextSibling?.textContent).toBe('TV Commercial');
      expect(screen.getByText('Platforms').nextSibling?.textContent).toBe('Website, Email');
      expect(screen.getByText('Email consent').nextSibling?.textContent).toBe('Yes');
      const handled = Boolean(snapshot.context.detail?.item.handledAt);
      expect(screen.getByRole('button', { name: handled ? 'Mark unhandled' : 'Mark handled' })).toHaveProperty('disabled', false);
      if (snapshot.context.markFailed) expect(alerts()).toContain('The change was not saved. Please try again.');
      else expect(alerts()).not.toContain('The change was not saved. Please try again.');
      // The sales status form shows the saved status, and says when a save failed.
      const form = screen.getByRole('form', { name: 'Sales status' });
      expect((within(form).getByRole('combobox', { name: 'Status' }) as HTMLSelectElement).value).toBe(
        snapshot.context.detail?.item.leadStatus,
      );
      expect(within(form).getByRole('button', { name: 'Save status' })).toHaveProperty('disabled', false);
      if (snapshot.context.statusFailed) expect(alerts()).toContain('The status was not saved. Please try again.');
      else expect(alerts()).not.toContain('The status was not saved. Please try again.');
    },
    'detail.savingStatus': () => {
      expect(screen.getByRole('button', { name: 'Saving status…' })).toHaveProperty('disabled', true);
      expect(screen.getByRole('button', { name: /Mark (un)?handled/ })).toHaveProperty('disabled', true);
    },
    'detail.marking': () => {
      expect(screen.getByRole('button', { name: 'Saving…' })).toHaveProperty('disabled', true);
    },
    'detail.failed': () => {
      expect(alerts()).toContain('This lead could not be opened. Try again');
    },
  },
});

describe('leads inbox view', () => {
  it('a 401 from the server signs the visitor out of the UI (both stored keys cleared)', async () => {
    current = controllable();
    window.localStorage.setItem('isAuthenticated', 'true');
    window.localStorage.setItem('userRole', 'admin');
    await renderInbox();
    await act(async () => settle());
    await act(async () => last('fetchLeads').reject(new ApiError('Please sign in.', 401)));
    expect(window.localStorage.getItem('isAuthenticated')).toBeNull();
    expect(window.localStorage.getItem('userRole')).toBeNull();
  });

  it('CSV export links to the kind in view with its filters, and only for one kind', async () => {
    current = controllable();
    await renderInbox();
    await act(async () => last('fetchLeads').resolve(LIST));
    expect(screen.queryByRole('link', { name: /Export CSV/ })).toBeNull();
    expect(screen.getByText('Choose a kind to export it as CSV.')).toBeTruthy();
    await click(within(screen.getByRole('navigation', { name: 'Lead kinds' })).getByRole('button', { name: /Contact messages/ }));
    await click(screen.getByRole('checkbox', { name: 'Show spam' }));
    const link = screen.getByRole('link', { name: /Export CSV/ });
    expect(link.getAttribute('href')).toBe('/api/admin/leads/contact/export.csv?status=unhandled&spam=1');
    expect(link.hasAttribute('download')).toBe(true);
    expect(last('fetchLeads').input).toEqual({ kind: 'contact', status: 'unhandled', spam: true, q: '', stage: 'any' });
    // The export follows the search and the stage too.
    await act(async () => void fireEvent.change(screen.getByRole('combobox', { name: 'Stage' }), { target: { value: 'won' } }));
    const box = screen.getByRole('searchbox', { name: 'Search leads' });
    await act(async () => void fireEvent.change(box, { target: { value: ' northwind ' } }));
    await act(async () => void fireEvent.submit(box.closest('form')!));
    expect(last('fetchLeads').input).toEqual({ kind: 'contact', status: 'unhandled', spam: true, q: 'northwind', stage: 'won' });
    expect(screen.getByRole('link', { name: /Export CSV/ }).getAttribute('href')).toBe(
      '/api/admin/leads/contact/export.csv?status=unhandled&spam=1&q=northwind&stage=won',
    );
    // Clearing the search loads everything again.
    await click(screen.getByRole('button', { name: 'Clear search' }));
    expect(last('fetchLeads').input).toMatchObject({ q: '' });
  });

  it('says above the inbox how many admin sign-ins failed this week and how many notifications were given up, only when there are any', async () => {
    current = controllable();
    await renderInbox();
    await act(async () =>
      last('fetchLeads').resolve({
        ...LIST,
        attention: { failedSignIns: 0, refusedSignIns: 0, undeliveredNotifications: 0, unconfirmedNotifications: 0 },
      }),
    );
    expect(screen.queryByTestId('inbox-attention')).toBeNull();
    await click(screen.getByRole('button', { name: 'Refresh' }));
    await act(async () =>
      last('fetchLeads').resolve({
        ...LIST,
        attention: { failedSignIns: 7, refusedSignIns: 2, undeliveredNotifications: 1, unconfirmedNotifications: 0 },
      }),
    );
    expect(screen.getByTestId('inbox-attention').textContent).toBe(
      '7 failed sign-in attempts on the admin account in the last 7 days (2 refused by the attempt limit).1 notification could not be emailed after every retry. The leads are stored and listed here.',
    );
    await click(screen.getByRole('button', { name: 'Refresh' }));
    await act(async () =>
      last('fetchLeads').resolve({
        ...LIST,
        attention: { failedSignIns: 0, refusedSignIns: 0, undeliveredNotifications: 0, unconfirmedNotifications: 2 },
      }),
    );
    expect(screen.getByTestId('inbox-attention').textContent).toBe(
      '2 notifications may not have arrived: the mail server did not confirm in time, and they were not sent again to avoid duplicates. Check the team mailbox; the leads are listed here.',
    );
  });

  it('kinds show their unhandled counts; a kind without a table is not offered', async () => {
    current = controllable();
    await renderInbox();
    await act(async () => last('fetchLeads').resolve(LIST));
    const nav = within(screen.getByRole('navigation', { name: 'Lead kinds' }));
    expect(nav.getAllByRole('button').map((b) => b.textContent)).toEqual(['All leads1', 'Contact messages1', 'Chat leads0']);
  });
});

describe('the lead’s address', () => {
  const shown = async (change: { email: string; spam: boolean }) => {
    const { unmount } = await renderWithRouter(
      <LeadDetailView
        detail={{ ...OPEN, item: { ...OPEN.item, ...change } }}
        marking={false}
        markFailed={false}
        onMark={() => undefined}
        savingStatus={false}
        statusFailed={false}
        onSetStatus={() => undefined}
      />,
      { path: '/admin' },
    );
    const text = screen.getByText(change.email);
    const href = text.closest('a')?.getAttribute('href') ?? null;
    unmount();
    return href;
  };

  it('is a mailto link only for a real lead with a plain address, never for spam', async () => {
    expect(await shown({ email: 'dana@northwind.example', spam: false })).toBe('mailto:dana@northwind.example');
    expect(await shown({ email: 'dana@northwind.example', spam: true })).toBeNull();
    expect(await shown({ email: 'owner@example.com?cc=all@example.com&subject=Invoice', spam: true })).toBeNull();
    expect(await shown({ email: 'owner@example.com?cc=all@example.com&subject=Invoice', spam: false })).toBeNull();
  });
});

describe('detail values', () => {
  it('show an instant with the zone it is read in, and the requested start is not labelled UTC', () => {
    expect(formatValue('2026-12-02T18:00:00.000Z', 'America/New_York')).toBe('Dec 2, 2026, 1:00 PM EST');
    expect(formatValue('2026-12-02T18:00:00.000Z', 'UTC')).toBe('Dec 2, 2026, 6:00 PM UTC');
    expect(fieldLabel('preferred_start_utc')).toBe('Requested start (your time zone)');
    expect(formatValue('2026-12-02')).toBe('2026-12-02');
  });
});
