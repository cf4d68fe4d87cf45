import type { ConsultationData } from '#src/forms/consultation';
import { studioTimeZone } from '#src/content/consultation';
import { zonedTimeToUtc } from '#src/consultation/time';
import type { AppDeps } from '../deps';
import type { Notification } from '../leads/store';
import { consultationConfirmation, contactReceipt, type ConsultationFacts } from './confirmations';
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
