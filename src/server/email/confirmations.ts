import { calendarCopy, callMinutes, meetingTypeLabel, studioTimeZone, successCopy } from '#src/content/consultation';
import { displayValue } from '#src/content/admin-inbox';
import { site } from '#src/content/site';
import { consultationEmail, contactEmail, rescheduledEmail, withdrawnEmail } from '#src/content/visitor-emails';
import { buildIcs, type CalendarSlot } from '#src/consultation/calendar';
import { describeSlot, formatShortDateIn } from '#src/consultation/time';
import { greetingName } from '#src/forms/display-text';
import type { Notification } from '#src/server/leads/store';
import { renderEmail, type EmailBlock } from './html';

/** What a visitor's consultation email needs to know about the request. */
export type ConsultationFacts = CalendarSlot & { request_id: string; name: string; email: string; consent_marketing: boolean };

const zoneOf = (facts: Pick<CalendarSlot, 'timezone'>) => facts.timezone || studioTimeZone;

/** "Wed, Dec 2, 10:00 AM EST": the slot in the visitor's own zone, short (subjects). */
export function slotShort(facts: CalendarSlot): string {
  const slot = describeSlot(facts.preferred_date, facts.preferred_time, zoneOf(facts), callMinutes);
  if (!slot) return `${facts.preferred_date} ${facts.preferred_time}`;
  return `${formatShortDateIn(slot.start, slot.zone)}, ${slot.time} ${slot.zoneShort}`;
}

/** The slot lines: the visitor's wall time and zone, the studio's time, the kind of meeting. */
function slotLines(facts: CalendarSlot): string[] {
  const slot = describeSlot(facts.preferred_date, facts.preferred_time, zoneOf(facts), callMinutes);
  if (!slot) return [`${facts.preferred_date}, ${facts.preferred_time}`];
  return [
    consultationEmail.yourTime(slot.date, slot.time, `${slot.zoneShort} (${slot.zone.replace(/_/g, ' ')})`),
    consultationEmail.studioTime(slot.studioTime, slot.studioDate),
    consultationEmail.meeting(meetingTypeLabel(facts.meeting_type)),
    ...(slot.outsideStudioHours ? [consultationEmail.outsideHours] : []),
  ];
}

const longDate = (instant: Date, zone: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(instant);

const attachment = (ics: string | null, method: 'REQUEST' | 'CANCEL') =>
  ics ? [{ filename: calendarCopy.fileName, content: ics, contentType: `text/calendar; charset=utf-8; method=${method}` }] : [];

/**
 * The visitor's confirmation of a consultation request (or of a moved one):
 * the slot in their zone and the studio's, what happens next, the invite
 * (.ics, METHOD:REQUEST) and the change-or-withdraw link. Insights only when
 * they asked for marketing email.
 */
export function consultationConfirmation(
  facts: ConsultationFacts,
  options: { manageUrl: string; linkExpires: Date; siteUrl: string; now: Date; sequence?: number; rescheduled?: boolean },
): Notification {
  const when = slotShort(facts);
  const subject = options.rescheduled ? rescheduledEmail.subject(when) : consultationEmail.subject(when);
  const blocks: EmailBlock[] = [
    { kind: 'p', text: consultationEmail.greeting(greetingName(facts.name)) },
    { kind: 'p', text: options.rescheduled ? rescheduledEmail.intro : consultationEmail.intro },
    { kind: 'heading', text: consultationEmail.slotHeading },
    { kind: 'facts', lines: slotLines(facts) },
    { kind: 'heading', text: consultationEmail.nextHeading },
    { kind: 'steps', items: successCopy.nextSteps.map((s) => ({ title: s.title, text: s.description })) },
    { kind: 'p', text: consultationEmail.invite },
    { kind: 'heading', text: consultationEmail.manageHeading },
    {
      kind: 'button',
      label: consultationEmail.manageAction,
      href: options.manageUrl,
      note: consultationEmail.manageNote(longDate(options.linkExpires, zoneOf(facts))),
    },
    { kind: 'p', text: consultationEmail.questions(site.email), muted: true },
    ...(facts.consent_marketing ? [{ kind: 'link', label: consultationEmail.insights, href: `${options.siteUrl}/insights` } as const] : []),
    { kind: 'p', text: consultationEmail.signOff },
  ];
  const ics = buildIcs(facts, {
    requestId: facts.request_id,
    now: options.now,
    invite: { method: 'REQUEST', attendee: { name: facts.name, email: facts.email }, sequence: options.sequence ?? 0 },
  });
  return {
    kind: 'visitor-consultation',
    to: facts.email,
    subject,
    ...renderEmail(subject, blocks),
    attachments: attachment(ics, 'REQUEST'),
  };
}

/** After a withdrawal: a short note and METHOD:CANCEL for the calendar entry. */
export function withdrawalConfirmation(facts: ConsultationFacts, options: { siteUrl: string; now: Date; sequence: number }): Notification {
  const subject = withdrawnEmail.subject;
  const blocks: EmailBlock[] = [
    { kind: 'p', text: consultationEmail.greeting(greetingName(facts.name)) },
    { kind: 'p', text: withdrawnEmail.intro(slotShort(facts)) },
    { kind: 'link', label: withdrawnEmail.again, href: `${options.siteUrl}/schedule-consultation` },
    { kind: 'p', text: consultationEmail.questions(site.email), muted: true },
    { kind: 'p', text: consultationEmail.signOff },
  ];
  const ics = buildIcs(facts, {
    requestId: facts.request_id,
    now: options.now,
    invite: { method: 'CANCEL', attendee: { name: facts.name, email: facts.email }, sequence: options.sequence },
  });
  return {
    kind: 'visitor-consultation',
    to: facts.email,
    subject,
    ...renderEmail(subject, blocks),
    attachments: attachment(ics, 'CANCEL'),
  };
}

/** The receipt for a contact message: what it was about and when to expect a reply. No marketing: the form asks no consent for it. */
export function contactReceipt(
  v: { name: string; email: string; service: string; budget: string },
  options: { siteUrl: string },
): Notification {
  const subject = contactEmail.subject;
  const blocks: EmailBlock[] = [
    { kind: 'p', text: contactEmail.greeting(greetingName(v.name)) },
    { kind: 'p', text: contactEmail.intro },
    { kind: 'facts', lines: contactEmail.summary(displayValue('service', v.service), displayValue('budget', v.budget)).split('\n') },
    { kind: 'p', text: contactEmail.reply },
    { kind: 'link', label: contactEmail.consultation, href: `${options.siteUrl}/schedule-consultation` },
    { kind: 'p', text: contactEmail.notYou(site.email), muted: true },
    { kind: 'p', text: contactEmail.signOff },
  ];
  return { kind: 'visitor-contact', to: v.email, subject, ...renderEmail(subject, blocks) };
}
