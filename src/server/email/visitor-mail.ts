import type { ConsultationData } from '#src/forms/consultation';
import { studioTimeZone } from '#src/content/consultation';
import { zonedTimeToUtc } from '#src/consultation/time';
import type { FastifyRequest } from 'fastify';
import { sha256 } from '#src/server/auth/password';
import { countInWindow } from '#src/server/db/window-counter';
import type { AppDeps } from '#src/server/deps';
import type { Notification } from '#src/server/leads/store';
import { consultationConfirmation, contactReceipt, type ConsultationFacts } from './confirmations';
import { noteForLog } from '#src/server/request-log';
import { linkExpiry, manageLinkSecret, manageUrl, signManageToken } from './manage-link';

/** The start of a request's slot, or null. */
export const slotStart = (facts: Pick<ConsultationData, 'preferred_date' | 'preferred_time' | 'timezone'>) =>
  zonedTimeToUtc(facts.preferred_date, facts.preferred_time, facts.timezone || studioTimeZone);

/** The visitor's confirmation with a fresh change-or-withdraw link (queued with the request, in its transaction). */
export async function consultationMailFor(
  deps: AppDeps,
  facts: ConsultationFacts,
  now: Date,
  extra: { sequence?: number; rescheduled?: boolean } = {},
): Promise<Notification> {
  const secret = await manageLinkSecret(deps.db, deps.config);
  const expires = linkExpiry(now, slotStart(facts));
  const token = signManageToken(secret, facts.request_id, expires);
  return consultationConfirmation(facts, {
    manageUrl: manageUrl(deps.config.siteUrl, token),
    linkExpires: expires,
    siteUrl: deps.config.siteUrl,
    now,
    ...extra,
  });
}

export const contactMailFor = (deps: AppDeps, v: Parameters<typeof contactReceipt>[0]) =>
  contactReceipt(v, { siteUrl: deps.config.siteUrl });

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A visitor email a public form is about to send to `to` (a contact receipt,
 * a consultation confirmation): `mail` when the address has had fewer than
 * VISITOR_MAIL_PER_DAY of them in its day-long window, else null (noted in
 * the request's log line). Counted in the store, so every process shares the
 * count. Emails a visitor triggers from their own change-or-withdraw link are
 * not counted: only the recipient holds that link.
 */
export async function withinVisitorMailLimit<T>(deps: AppDeps, request: FastifyRequest, to: string, mail: T): Promise<T | null> {
  const key = `mail:${sha256(to.trim().toLowerCase())}`;
  const { count } = await countInWindow(deps.db, 'visitor_mail_sends', key, DAY_MS);
  if (count <= deps.config.visitorMailPerDay) return mail;
  noteForLog(request, { event: 'visitor_mail.skipped', reason: 'recipient_daily_limit' });
  return null;
}
