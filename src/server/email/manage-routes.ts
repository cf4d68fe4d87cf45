import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { preferredTimes, studioTimeZone } from '#src/content/consultation';
import { manageSlotErrors, teamChangeCopy, type ManageOutcome, type ManageSlotError } from '#src/content/visitor-emails';
import { summaryAfterVisitorChange } from '#src/consultation/summary';
import {
  addDays,
  formatLongDate,
  formatShortDateIn,
  formatTimeIn,
  isoDateIn,
  parseIsoDate,
  zoneAbbreviation,
} from '#src/consultation/time';
import { requireSameOrigin } from '#src/server/auth/origin';
import type { Queryable } from '#src/server/db/types';
import type { AppDeps } from '#src/server/deps';
import { queueNotifications } from '#src/server/leads/store';
import { noteForLog } from '#src/server/request-log';
import { slotShort, withdrawalConfirmation, type ConsultationFacts } from './confirmations';
import { MANAGE_PATH, manageLinkSecret, tokenHash, verifyManageToken } from './manage-link';
import { consultationMailFor, slotStart } from './visitor-mail';

type RequestRow = ConsultationFacts & { id: string; company: string; visitor_action: string; summary: string };

const outcomeUrl = (outcome: ManageOutcome) => `${MANAGE_PATH}?done=${outcome}`;
const tokenOf = (request: FastifyRequest) => {
  const value = (request.query as Record<string, unknown> | undefined)?.token;
  return typeof value === 'string' ? value : undefined;
};

async function findRequest(db: Queryable, requestId: string): Promise<RequestRow | null> {
  const rows = await db.query<RequestRow>(
    `SELECT id, request_id, name, email, company, phone, to_char(preferred_date, 'YYYY-MM-DD') AS preferred_date, preferred_time, timezone,
            meeting_type, consent_marketing, visitor_action, summary
       FROM consultation_requests WHERE request_id = $1 AND spam = false`,
    [requestId],
  );
  return rows.rows[0] ?? null;
}

/** Whether a link can still be used: signed by us, not expired, its request there, not used, not withdrawn. */
async function checkLink(
  deps: AppDeps,
  token: string | undefined,
  now: Date,
): Promise<{ ok: true; row: RequestRow } | { ok: false; outcome: ManageOutcome }> {
  const check = verifyManageToken(await manageLinkSecret(deps.db, deps.config), token, now);
  if (!check.ok) return { ok: false, outcome: check.reason };
  const row = await findRequest(deps.db, check.requestId);
  if (!row) return { ok: false, outcome: 'invalid' };
  const used = await deps.db.query('SELECT 1 FROM manage_links_used WHERE token_hash = $1', [tokenHash(token!)]);
  if (used.rows.length || row.visitor_action === 'withdrawn') return { ok: false, outcome: 'used' };
  return { ok: true, row };
}

const slotText = (facts: ConsultationFacts) =>
  `${formatLongDate(facts.preferred_date)}, ${facts.preferred_time} (${facts.timezone || studioTimeZone})`;

/** When the visitor acted, at the studio: 'Mon, Nov 30, 9:15 AM PST'. */
const studioMoment = (now: Date) =>
  `${formatShortDateIn(now, studioTimeZone)}, ${formatTimeIn(now, studioTimeZone)} ${zoneAbbreviation(now, studioTimeZone)}`;

/** The stored summary after a visitor's change: scheduling for the slot it now has, and the step added to its history. */
const summaryAfter = (row: RequestRow, slot: ConsultationFacts, event: string, now: Date) =>
  summaryAfterVisitorChange(row.summary, slot, slot.timezone || studioTimeZone, `${studioMoment(now)}: ${event}`);

/** The first day a new slot may be on: today in the visitor's zone. */
const firstDay = (facts: ConsultationFacts, now: Date) => isoDateIn(now, facts.timezone || studioTimeZone);

/**
 * A new slot the visitor may pick: a listed time, on a real date from today (in their zone) up to a
 * year ahead, not already begun; else which field is wrong.
 */
function validSlot(
  facts: ConsultationFacts,
  date: unknown,
  time: unknown,
  now: Date,
): { ok: true; date: string; time: string; start: Date } | { ok: false; field: ManageSlotError } {
  const zone = facts.timezone || studioTimeZone;
  const today = firstDay(facts, now);
  if (typeof date !== 'string' || !parseIsoDate(date) || date < today || date > addDays(today, 366)) return { ok: false, field: 'date' };
  if (typeof time !== 'string' || !(preferredTimes as readonly string[]).includes(time)) return { ok: false, field: 'time' };
  const start = slotStart({ preferred_date: date, preferred_time: time, timezone: zone });
  return start && start.getTime() > now.getTime() ? { ok: true, date, time, start } : { ok: false, field: 'time' };
}

/** The form's own address with the visitor's values, the field to fix and the first day allowed (all shown on the page). */
function formUrl(token: string, values: { date?: unknown; time?: unknown; error?: ManageSlotError }, min: string): string {
  const query = new URLSearchParams({ token });
  if (typeof values.date === 'string') query.set('date', values.date.slice(0, 10));
  if (typeof values.time === 'string') query.set('time', values.time.slice(0, 10));
  if (values.error) query.set('error', values.error);
  query.set('min', min);
  return `${MANAGE_PATH}?${query}`;
}

/**
 * GET /consultation/manage?token=… serves the form (a GET never changes
 * anything: mail scanners open links). A link that can no longer be used is
 * sent straight to the page that says why. A usable one gets the first day a
 * new slot may be on in its address (`min`, today in the visitor's zone), and
 * the page is rendered for the request, so the date field has its minimum and,
 * after a refused slot, the visitor's values and the error next to the field,
 * without JavaScript. Registered on the root app so it runs before the
 * prerendered page would be served.
 */
export function manageLinkGate(deps: AppDeps, renderPage: (reply: FastifyReply, url: string) => Promise<boolean>) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || request.url.split('?')[0] !== MANAGE_PATH) return;
    const query = new URL(request.url, 'http://local').searchParams;
    if (query.has('done')) return;
    const now = new Date();
    const result = await checkLink(deps, query.get('token') ?? undefined, now);
    if (!result.ok) return reply.header('Cache-Control', 'no-store').redirect(outcomeUrl(result.outcome), 303);
    reply.header('Cache-Control', 'no-store').header('Referrer-Policy', 'no-referrer');
    const min = firstDay(result.row, now);
    if (query.get('min') !== min) {
      const error = query.get('error');
      const url = formUrl(
        query.get('token')!,
        { date: query.get('date') ?? undefined, time: query.get('time') ?? undefined, error: isSlotError(error) ? error : undefined },
        min,
      );
      return reply.redirect(url, 303);
    }
    if (request.method === 'GET' && (await renderPage(reply, request.url))) return reply;
  };
}

const isSlotError = (value: unknown): value is ManageSlotError => (manageSlotErrors as readonly unknown[]).includes(value);

/**
 * POST /consultation/manage?token=… (the page's form, works without
 * JavaScript): `action=withdraw`, or `action=change` with `date` and `time`.
 * The link is used up in the same transaction as the change; the team is
 * notified, the request shows as unhandled again in the inbox with what the
 * visitor did, and the visitor gets an updated invite (or a cancellation).
 */
export async function manageRoutes(app: FastifyInstance, deps: AppDeps) {
  const rateLimit = { max: deps.config.rateLimit.max, timeWindow: deps.config.rateLimit.windowMs };
  // Only the page's own form may post here: a cross-site post gets a 403 page and changes nothing.
  const preHandler = requireSameOrigin(deps.config);

  app.post('/consultation/manage', { config: { rateLimit, htmlForm: true }, preHandler }, async (request, reply) => {
    const now = new Date();
    const token = tokenOf(request);
    const body = (request.body ?? {}) as Record<string, unknown>;
    const done = (outcome: ManageOutcome) => reply.header('Cache-Control', 'no-store').redirect(outcomeUrl(outcome), 303);
    const result = await checkLink(deps, token, now);
    if (!result.ok) return done(result.outcome);
    const row = result.row;
    const action = body.action === 'withdraw' ? 'withdraw' : body.action === 'change' ? 'change' : null;
    if (!action) return done('invalid');
    const checked = action === 'change' ? validSlot(row, body.date, body.time, now) : null;
    if (checked && !checked.ok) {
      // Refused: the same form again, with what the visitor entered and the reason next to the field.
      return reply
        .header('Cache-Control', 'no-store')
        .redirect(formUrl(token!, { date: body.date, time: body.time, error: checked.field }, firstDay(row, now)), 303);
    }
    const slot = checked?.ok ? checked : null;

    const before = slotText(row);
    // Calendar updates carry a growing SEQUENCE: one more than the links used so far.
    const sequence =
      1 +
      Number(
        (await deps.db.query<{ n: number | string }>('SELECT count(*) AS n FROM manage_links_used WHERE record_id = $1', [row.id])).rows[0]
          ?.n ?? 0,
      );
    const moved: ConsultationFacts | null = slot ? { ...row, preferred_date: slot.date, preferred_time: slot.time } : null;
    const movedMail = moved ? await consultationMailFor(deps, moved, now, { sequence, rescheduled: true }) : null;
    const outcome = await deps.db.transaction(async (tx): Promise<ManageOutcome> => {
      const claimed = await tx.query(
        'INSERT INTO manage_links_used (token_hash, record_id) VALUES ($1, $2) ON CONFLICT (token_hash) DO NOTHING RETURNING token_hash',
        [tokenHash(token!), row.id],
      );
      if (!claimed.rows.length) return 'used';
      if (action === 'withdraw') {
        const updated = await tx.query(
          `UPDATE consultation_requests SET visitor_action = 'withdrawn', visitor_action_at = now(), handled_at = NULL,
                  previous_slot = $2, summary = $3
            WHERE id = $1 AND visitor_action <> 'withdrawn' RETURNING id`,
          [row.id, before, summaryAfter(row, row, `withdrawn (the slot then: ${before})`, now)],
        );
        if (!updated.rows.length) return 'used';
        await queueNotifications(tx, row.id, [
          {
            kind: 'consultation-change',
            subject: teamChangeCopy.withdrawn(row.name, row.company),
            body: teamChangeCopy.body('Withdrawn by the visitor.', before, ''),
          },
          withdrawalConfirmation(row, { siteUrl: deps.config.siteUrl, now, sequence }),
        ]);
        return 'withdrawn';
      }
      await tx.query(
        `UPDATE consultation_requests SET preferred_date = $2, preferred_time = $3, preferred_start_utc = $4, previous_slot = $5,
                visitor_action = 'rescheduled', visitor_action_at = now(), handled_at = NULL, summary = $6
          WHERE id = $1`,
        [
          row.id,
          slot!.date,
          slot!.time,
          slot!.start.toISOString(),
          before,
          summaryAfter(row, moved!, `moved from ${before} to ${slotText(moved!)}`, now),
        ],
      );
      await queueNotifications(tx, row.id, [
        {
          kind: 'consultation-change',
          subject: teamChangeCopy.rescheduled(row.name, row.company),
          body: teamChangeCopy.body(`Moved by the visitor to ${slotShort(moved!)}.`, before, slotText(moved!)),
        },
        movedMail!,
      ]);
      return 'changed';
    });
    noteForLog(request, { event: 'consultation.visitor_change', outcome });
    return done(outcome);
  });
}
