import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  ATTENTION_DAYS,
  isLeadKind,
  isLeadStatus,
  leadKinds,
  type LeadDetail,
  type LeadKind,
  type LeadList,
  type LeadSummary,
  type StageFilter,
  type StatusFilter,
} from '#src/api/admin';
import { displayValue } from '#src/content/admin-inbox';
import { requireRole } from '#src/server/auth/guard';
import { requireSameOrigin } from '#src/server/auth/origin';
import type { Db } from '#src/server/db/types';
import type { AppDeps } from '#src/server/deps';
import { parseStatusChange, searchAndStage, stageOf } from '#src/server/leads/inbox-query';
import { UNCONFIRMED } from '#src/server/notify/outbox-worker';
import { noteForLog } from '#src/server/request-log';

/** Where each kind is stored. Consultation requests come from their own migration; until it exists the inbox simply has none. */
export const leadTables: Record<LeadKind, string> = {
  consultation: 'consultation_requests',
  contact: 'contact_messages',
  chat: 'chat_leads',
  lead: 'lead_submissions',
  newsletter: 'newsletter_subscriptions',
};

type Row = Record<string, unknown>;
type TableInfo = { table: string; columns: string[]; types: Record<string, string> };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const IDENT = /^[a-z_][a-z0-9_]*$/;
const quoteIdent = (name: string) => {
  if (!IDENT.test(name)) throw new Error('bad identifier');
  return `"${name}"`;
};

/**
 * The columns of every lead table that exists, read from the catalogue on
 * each request (a few rows; admin traffic only), so new columns, or a table
 * added by a later migration, need no code here and a missing one is skipped.
 */
async function leadSchema(db: Db): Promise<Map<LeadKind, TableInfo>> {
  const rows = await db.query<{ table_name: string; column_name: string; data_type: string }>(
    `SELECT table_name, column_name, data_type FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = ANY($1::text[])
      ORDER BY table_name, ordinal_position`,
    [Object.values(leadTables)],
  );
  const map = new Map<LeadKind, TableInfo>();
  for (const kind of leadKinds) {
    const own = rows.rows.filter((r) => r.table_name === leadTables[kind]);
    const columns = own.map((r) => r.column_name);
    // A table must at least have an id and a received time to be listed.
    if (columns.includes('id') && columns.includes('received_at')) {
      map.set(kind, { table: leadTables[kind], columns, types: Object.fromEntries(own.map((r) => [r.column_name, r.data_type])) });
    }
  }
  return map;
}

/** The select list: every column, calendar dates as plain YYYY-MM-DD text (drivers disagree on their time zone). */
const selectList = (info: TableInfo) =>
  info.columns
    .map((c) => (info.types[c] === 'date' ? `to_char(${quoteIdent(c)}, 'YYYY-MM-DD') AS ${quoteIdent(c)}` : quoteIdent(c)))
    .join(', ');

type Filters = { status: StatusFilter; spam: boolean; q?: string; stage?: StageFilter };

/** The WHERE clause of a list or export; search text and stage go in `params`. */
function conditions(info: TableInfo, filters: Filters, params: unknown[] = []): string {
  const where: string[] = searchAndStage(info.columns, filters, params);
  if (!filters.spam && info.columns.includes('spam')) where.push('spam = false');
  if (info.columns.includes('handled_at')) {
    if (filters.status === 'unhandled') where.push('handled_at IS NULL');
    if (filters.status === 'handled') where.push('handled_at IS NOT NULL');
  } else if (filters.status === 'handled') where.push('false');
  return where.length ? `WHERE ${where.join(' AND ')}` : '';
}

const iso = (value: unknown): string | null => {
  if (value === null || value === undefined) return null;
  const date = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(date.getTime()) ? String(value) : date.toISOString();
};
const str = (value: unknown) => (typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value));
const firstFilled = (row: Row, names: readonly string[]) => names.map((n) => str(row[n]).trim()).find(Boolean) ?? '';

/** The list line of a record, from whatever columns it has. */
export function summarize(kind: LeadKind, row: Row): LeadSummary {
  const topic = ['project_type', 'service', 'source', 'subject'].find((n) => str(row[n]).trim());
  const subtitle = [firstFilled(row, ['company']), topic ? String(displayValue(topic, str(row[topic]).trim())) : '']
    .filter(Boolean)
    .join(' · ');
  const action = str(row.visitor_action);
  const preview = firstFilled(row, ['message', 'project_description', 'goals', 'summary']).replace(/\s+/g, ' ').slice(0, 160);
  return {
    kind,
    id: str(row.id),
    receivedAt: iso(row.received_at) ?? '',
    handledAt: iso(row.handled_at),
    spam: row.spam === true,
    page: str(row.page),
    title: firstFilled(row, ['name', 'email']) || 'Unnamed',
    email: str(row.email),
    subtitle,
    preview,
    leadStatus: isLeadStatus(row.lead_status) ? row.lead_status : 'new',
    note: str(row.lead_note),
    statusChangedAt: iso(row.status_changed_at),
    visitorAction: action === 'withdrawn' || action === 'rescheduled' ? action : '',
  };
}

/** JSON-safe field values for the detail view (dates as ISO, jsonb as it is). */
function fieldValue(value: unknown): LeadDetail['fields'][number]['value'] {
  if (value instanceof Date) return value.toISOString();
  if (value === undefined) return null;
  if (Array.isArray(value)) return value.map((v) => str(v));
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value === null) return value;
  if (typeof value === 'object') return value as Record<string, unknown>;
  return String(value);
}

/** Everything but internal keys (newsletter de-duplication, the browser's idempotency id). */
const HIDDEN_FIELDS = new Set(['email_key', 'request_id']);

function detail(kind: LeadKind, info: TableInfo, row: Row): LeadDetail {
  return {
    item: summarize(kind, row),
    fields: info.columns.filter((c) => !HIDDEN_FIELDS.has(c)).map((name) => ({ name, value: fieldValue(row[name]) })),
  };
}

// ---- CSV ---------------------------------------------------------------

/**
 * A cell a spreadsheet may read as a formula (OWASP CSV injection): one that
 * starts with a formula character, also after spaces or separators a
 * spreadsheet may split on (`;=1+1`, ` ,@SUM(…)`), or with a tab or CR.
 */
const FORMULA_START = /^[\s;,|]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]|^[\t\r]/;

/** One CSV cell: text form, defused against formula injection, quoted when it needs to be (RFC 4180). */
export function csvCell(value: unknown): string {
  let text: string;
  if (value === null || value === undefined) text = '';
  else if (value instanceof Date) text = value.toISOString();
  else if (Array.isArray(value)) text = value.map((v) => str(v)).join('; ');
  else if (typeof value === 'object') text = JSON.stringify(value);
  else text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole CSV document: header row, CRLF line ends, UTF-8 byte-order mark for spreadsheet apps. */
export function toCsv(columns: readonly string[], rows: readonly Row[]): string {
  const lines = [columns.map(csvCell).join(','), ...rows.map((row) => columns.map((c) => csvCell(row[c])).join(','))];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

// ---- routes -------------------------------------------------------------

const statusOf = (value: unknown): StatusFilter =>
  value === 'handled' || value === 'all' ? value : value === 'unhandled' ? 'unhandled' : 'all';
const flag = (value: unknown) => value === '1' || value === 'true';

type ListQuery = { kind?: string; status?: string; spam?: string; limit?: string; q?: string; stage?: string };
type KindParams = { kind: string; id: string };

/**
 * The leads inbox API (admin sessions only): list newest first with kind,
 * handled/unhandled, spam, sales-stage filters and a text search, one record
 * with every field, mark handled or open again, set the sales status and
 * note, and CSV export per kind (labels, not codes).
 */
export async function adminRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db, config } = deps;
  const admin = requireRole(db, 'admin');
  const sameOrigin = requireSameOrigin(config);

  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  const notFound = (reply: FastifyReply) => reply.code(404).send({ error: 'not_found', message: 'No such record.' });

  async function tableFor(kind: string): Promise<TableInfo | null> {
    if (!isLeadKind(kind)) return null;
    return (await leadSchema(db)).get(kind) ?? null;
  }

  app.get<{ Querystring: ListQuery }>('/api/admin/leads', { preHandler: admin }, async (request, reply) => {
    const q = request.query ?? {};
    const kind = q.kind && q.kind !== 'all' ? q.kind : 'all';
    if (kind !== 'all' && !isLeadKind(kind)) {
      return reply.code(400).send({ error: 'validation', message: 'Some fields need attention.', fields: { kind: 'Unknown kind.' } });
    }
    // Without a status the list shows everything; the inbox page asks for unhandled by default.
    const filters: Filters = {
      status: statusOf(q.status),
      spam: flag(q.spam),
      q: typeof q.q === 'string' ? q.q : '',
      stage: stageOf(q.stage),
    };
    const limit = Math.min(Math.max(Number.parseInt(q.limit ?? '', 10) || 200, 1), 500);
    const schema = await leadSchema(db);
    const kinds = kind === 'all' ? [...schema.keys()] : schema.has(kind) ? [kind] : [];

    const items: LeadSummary[] = [];
    for (const k of kinds) {
      const info = schema.get(k)!;
      const params: unknown[] = [];
      const where = conditions(info, filters, params);
      const rows = await db.query(
        `SELECT ${selectList(info)} FROM ${quoteIdent(info.table)} ${where} ORDER BY received_at DESC, id DESC LIMIT ${limit + 1}`,
        params,
      );
      items.push(...rows.rows.map((row) => summarize(k, row)));
    }
    items.sort((a, b) => (a.receivedAt < b.receivedAt ? 1 : a.receivedAt > b.receivedAt ? -1 : 0));

    const counts: LeadList['counts'] = {};
    for (const [k, info] of schema) {
      const hasHandled = info.columns.includes('handled_at');
      const spamWhere = !filters.spam && info.columns.includes('spam') ? 'WHERE spam = false' : '';
      const row = (
        await db.query<{ total: string | number; unhandled: string | number }>(
          `SELECT count(*) AS total, ${hasHandled ? 'count(*) FILTER (WHERE handled_at IS NULL)' : 'count(*)'} AS unhandled FROM ${quoteIdent(info.table)} ${spamWhere}`,
        )
      ).rows[0];
      counts[k] = { total: Number(row?.total ?? 0), unhandled: Number(row?.unhandled ?? 0) };
    }
    const signIns = (
      await db.query<{ failed: string | number; refused: string | number }>(
        `SELECT count(*) AS failed, count(*) FILTER (WHERE refused) AS refused FROM auth_failed_sign_ins
         WHERE role = 'admin' AND at > now() - ($1::int * interval '1 day')`,
        [ATTENTION_DAYS],
      )
    ).rows[0];
    const undelivered = (
      await db.query<{ failed: string | number; unconfirmed: string | number }>(
        `SELECT count(*) FILTER (WHERE status = 'failed') AS failed, count(*) FILTER (WHERE status = '${UNCONFIRMED}') AS unconfirmed
         FROM notification_outbox WHERE status IN ('failed', '${UNCONFIRMED}')`,
      )
    ).rows[0];
    const attention = {
      failedSignIns: Number(signIns?.failed ?? 0),
      refusedSignIns: Number(signIns?.refused ?? 0),
      undeliveredNotifications: Number(undelivered?.failed ?? 0),
      unconfirmedNotifications: Number(undelivered?.unconfirmed ?? 0),
    };
    const body: LeadList = { items: items.slice(0, limit), counts, hasMore: items.length > limit, attention };
    return reply.send(body);
  });

  app.get<{ Params: { kind: string }; Querystring: ListQuery }>(
    '/api/admin/leads/:kind/export.csv',
    { preHandler: admin },
    async (request, reply) => {
      const info = await tableFor(request.params.kind);
      if (!info) return notFound(reply);
      const q = request.query ?? {};
      const params: unknown[] = [];
      const where = conditions(
        info,
        { status: statusOf(q.status), spam: flag(q.spam), q: typeof q.q === 'string' ? q.q : '', stage: stageOf(q.stage) },
        params,
      );
      const rows = await db.query(
        `SELECT ${selectList(info)} FROM ${quoteIdent(info.table)} ${where} ORDER BY received_at DESC, id DESC`,
        params,
      );
      const columns = info.columns.filter((c) => !HIDDEN_FIELDS.has(c));
      // Cells as the inbox shows them: labels, not the codes the forms send.
      const labelled = rows.rows.map((row) => Object.fromEntries(columns.map((c) => [c, displayValue(c, row[c])])));
      const filename = `${request.params.kind}-${new Date().toISOString().slice(0, 10)}.csv`;
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${filename}"`)
        .header('X-Content-Type-Options', 'nosniff')
        .send(toCsv(columns, labelled));
    },
  );

  app.get<{ Params: KindParams }>('/api/admin/leads/:kind/:id', { preHandler: admin }, async (request, reply) => {
    const info = await tableFor(request.params.kind);
    if (!info || !UUID.test(request.params.id)) return notFound(reply);
    const row = (await db.query(`SELECT ${selectList(info)} FROM ${quoteIdent(info.table)} WHERE id = $1`, [request.params.id])).rows[0];
    if (!row) return notFound(reply);
    return reply.send(detail(request.params.kind as LeadKind, info, row));
  });

  app.post<{ Params: KindParams; Body: { handled?: unknown } | undefined }>(
    '/api/admin/leads/:kind/:id/handled',
    { preHandler: [sameOrigin, admin] },
    async (request, reply) => {
      const info = await tableFor(request.params.kind);
      if (!info || !UUID.test(request.params.id)) return notFound(reply);
      const handled = (request.body ?? {}).handled;
      if (typeof handled !== 'boolean') {
        return reply
          .code(400)
          .send({ error: 'validation', message: 'Some fields need attention.', fields: { handled: 'Expected true or false.' } });
      }
      if (!info.columns.includes('handled_at'))
        return reply.code(409).send({ error: 'conflict', message: 'These records cannot be marked handled.' });
      const row = (
        await db.query(
          `UPDATE ${quoteIdent(info.table)} SET handled_at = ${handled ? 'COALESCE(handled_at, now())' : 'NULL'} WHERE id = $1 RETURNING ${selectList(info)}`,
          [request.params.id],
        )
      ).rows[0];
      if (!row) return notFound(reply);
      noteForLog(request, { event: 'admin.lead_handled', kind: request.params.kind, handled });
      return reply.send(detail(request.params.kind as LeadKind, info, row));
    },
  );

  app.post<{ Params: KindParams; Body: unknown }>(
    '/api/admin/leads/:kind/:id/status',
    { preHandler: [sameOrigin, admin] },
    async (request, reply) => {
      const info = await tableFor(request.params.kind);
      if (!info || !UUID.test(request.params.id)) return notFound(reply);
      const change = parseStatusChange(request.body);
      if (!change.ok) return reply.code(400).send({ error: 'validation', message: 'Some fields need attention.', fields: change.fields });
      if (!info.columns.includes('lead_status'))
        return reply.code(409).send({ error: 'conflict', message: 'These records have no sales status.' });
      const row = (
        await db.query(
          `UPDATE ${quoteIdent(info.table)} SET lead_status = $2, lead_note = $3,
                status_changed_at = CASE WHEN lead_status = $2 AND lead_note = $3 THEN status_changed_at ELSE now() END
          WHERE id = $1 RETURNING ${selectList(info)}`,
          [request.params.id, change.status, change.note],
        )
      ).rows[0];
      if (!row) return notFound(reply);
      noteForLog(request, { event: 'admin.lead_status', kind: request.params.kind, status: change.status });
      return reply.send(detail(request.params.kind as LeadKind, info, row));
    },
  );
}
