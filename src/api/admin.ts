import { getJson, postJson } from './http';

/** The kinds of record the leads inbox shows, in the order the sidebar lists them. */
export const leadKinds = ['consultation', 'contact', 'chat', 'lead', 'newsletter'] as const;
export type LeadKind = (typeof leadKinds)[number];
export const isLeadKind = (value: unknown): value is LeadKind => (leadKinds as readonly unknown[]).includes(value);

export const statusFilters = ['unhandled', 'handled', 'all'] as const;
export type StatusFilter = (typeof statusFilters)[number];

export type InboxFilters = { kind: LeadKind | 'all'; status: StatusFilter; spam: boolean };
export const defaultInboxFilters: InboxFilters = { kind: 'all', status: 'unhandled', spam: false };

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
};

export type LeadCounts = { unhandled: number; total: number };

export type LeadList = {
  items: LeadSummary[];
  /** Per kind, under the current spam setting; absent for a kind whose table does not exist (yet). */
  counts: Partial<Record<LeadKind, LeadCounts>>;
  hasMore: boolean;
};

export type FieldValue = string | number | boolean | null | readonly string[] | Record<string, unknown>;
export type LeadDetail = { item: LeadSummary; fields: { name: string; value: FieldValue }[] };

const query = (filters: Partial<InboxFilters>) => {
  const params = new URLSearchParams();
  if (filters.kind) params.set('kind', filters.kind);
  if (filters.status) params.set('status', filters.status);
  if (filters.spam) params.set('spam', '1');
  const text = params.toString();
  return text ? `?${text}` : '';
};

/** Default `fetchLeads` actor of the inbox machine. */
export const fetchLeads = (filters: InboxFilters) => getJson<LeadList>(`/api/admin/leads${query(filters)}`);

/** Default `fetchLead` actor: every field of one record. */
export const fetchLead = ({ kind, id }: { kind: LeadKind; id: string }) =>
  getJson<LeadDetail>(`/api/admin/leads/${kind}/${encodeURIComponent(id)}`);

/** Default `markHandled` actor. */
export const postHandled = ({ kind, id, handled }: { kind: LeadKind; id: string; handled: boolean }) =>
  postJson<LeadDetail>(`/api/admin/leads/${kind}/${encodeURIComponent(id)}/handled`, { handled });

/** Where the browser downloads one kind as CSV (the session cookie goes along; the server answers an attachment). */
export const exportUrl = (kind: LeadKind, filters: Pick<InboxFilters, 'status' | 'spam'>) =>
  `/api/admin/leads/${kind}/export.csv${query({ status: filters.status, spam: filters.spam })}`;
