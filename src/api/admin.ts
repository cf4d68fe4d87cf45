import { getJson, postJson, type RequestOptions } from './http';

/** The kinds of record the leads inbox shows, in the order the sidebar lists them. */
export const leadKinds = ['consultation', 'contact', 'chat', 'lead', 'newsletter'] as const;
export type LeadKind = (typeof leadKinds)[number];
export const isLeadKind = (value: unknown): value is LeadKind => (leadKinds as readonly unknown[]).includes(value);

export const statusFilters = ['unhandled', 'handled', 'all'] as const;
export type StatusFilter = (typeof statusFilters)[number];

/** Where a lead stands with the sales team (beside handled, which says someone has looked at it). */
export const leadStatuses = ['new', 'contacted', 'qualified', 'won', 'lost'] as const;
export type LeadStatus = (typeof leadStatuses)[number];
export const isLeadStatus = (value: unknown): value is LeadStatus => (leadStatuses as readonly unknown[]).includes(value);
export type StageFilter = LeadStatus | 'any';
/** The longest note a lead can carry. */
export const NOTE_MAX = 2000;

/** `q`: text searched in name, email, company and message; `stage`: one lead status or any. */
export type InboxFilters = { kind: LeadKind | 'all'; status: StatusFilter; spam: boolean; q: string; stage: StageFilter };
export const defaultInboxFilters: InboxFilters = { kind: 'all', status: 'unhandled', spam: false, q: '', stage: 'any' };

/** One line of the inbox list. Times are ISO strings. */
export type LeadSummary = {
  kind: LeadKind;
  id: string;
  receivedAt: string;
  handledAt: string | null;
  spam: boolean;
  page: string;
  title: string;
  email: string;
  subtitle: string;
  preview: string;
  leadStatus: LeadStatus;
  note: string;
  statusChangedAt: string | null;
  /** A consultation request the visitor withdrew or moved with the link in their confirmation. */
  visitorAction: '' | 'withdrawn' | 'rescheduled';
};

export type LeadCounts = { unhandled: number; total: number };

export type LeadList = {
  items: LeadSummary[];
  /** Per kind, under the current spam setting; absent for a kind whose table does not exist (yet). */
  counts: Partial<Record<LeadKind, LeadCounts>>;
  hasMore: boolean;
  /** What needs the admin's eye besides leads (see ATTENTION_DAYS); the server always sends it. */
  attention?: InboxAttention;
};

/** The window the inbox's sign-in count covers. */
export const ATTENTION_DAYS = 7;

export type InboxAttention = {
  /** Failed admin sign-ins in the last ATTENTION_DAYS days, and how many of them the limiter refused outright. */
  failedSignIns: number;
  refusedSignIns: number;
  /** Notifications given up after all their retries (their leads are stored; nobody was emailed). */
  undeliveredNotifications: number;
  /** Notifications that may or may not have reached their recipient (the mail server did not confirm in time); never sent twice, so someone checks. */
  unconfirmedNotifications: number;
};

export type FieldValue = string | number | boolean | null | readonly string[] | Record<string, unknown>;
export type LeadDetail = { item: LeadSummary; fields: { name: string; value: FieldValue }[] };

const query = (filters: Partial<InboxFilters>) => {
  const params = new URLSearchParams();
  if (filters.kind) params.set('kind', filters.kind);
  if (filters.status) params.set('status', filters.status);
  if (filters.spam) params.set('spam', '1');
  if (filters.q?.trim()) params.set('q', filters.q.trim());
  if (filters.stage && filters.stage !== 'any') params.set('stage', filters.stage);
  const text = params.toString();
  return text ? `?${text}` : '';
};

/** Default `fetchLeads` actor of the inbox machine. */
export const fetchLeads = (filters: InboxFilters, options: RequestOptions = {}) =>
  getJson<LeadList>(`/api/admin/leads${query(filters)}`, options);

/** Default `fetchLead` actor: every field of one record. */
export const fetchLead = ({ kind, id }: { kind: LeadKind; id: string }, options: RequestOptions = {}) =>
  getJson<LeadDetail>(`/api/admin/leads/${kind}/${encodeURIComponent(id)}`, options);

/** Default `markHandled` actor. */
export const postHandled = ({ kind, id, handled }: { kind: LeadKind; id: string; handled: boolean }, options: RequestOptions = {}) =>
  postJson<LeadDetail>(`/api/admin/leads/${kind}/${encodeURIComponent(id)}/handled`, { handled }, options);

/** Default `saveStatus` actor: the lead's status and note. */
export const postStatus = (
  { kind, id, status, note }: { kind: LeadKind; id: string; status: LeadStatus; note: string },
  options: RequestOptions = {},
) => postJson<LeadDetail>(`/api/admin/leads/${kind}/${encodeURIComponent(id)}/status`, { status, note }, options);

/** Where the browser downloads one kind as CSV (the session cookie goes along; the server answers an attachment). */
export const exportUrl = (kind: LeadKind, filters: Pick<InboxFilters, 'status' | 'spam' | 'q' | 'stage'>) =>
  `/api/admin/leads/${kind}/export.csv${query({ status: filters.status, spam: filters.spam, q: filters.q, stage: filters.stage })}`;
