/**
 * The subject and the multi-line summary of a consultation request
 * (docs/product/consultation.md): contact info, project details, scheduling, context, checklist,
 * a six-item agenda totalling 50 minutes, and follow-up actions. Pure: the
 * page sends it and the server builds the same text for the team's email.
 */
import { agendaItems, callMinutes, meetingTypeLabel, summaryCopy } from '#src/content/consultation';
import type { ConsultationData } from '#src/forms/consultation';
import { linkLines } from '#src/forms/consultation';
import { studioContact } from '#src/content/studio-contact';
import { describeSlot } from './time';

export const agendaTotalMinutes = agendaItems.reduce((sum, item) => sum + item.minutes, 0);

/** 'Consultation Request: Jordan Reyes (Northwind)'. */
export function buildSubject(data: Pick<ConsultationData, 'name' | 'company'>): string {
  const name = data.name.trim();
  const company = data.company.trim();
  return `Consultation Request: ${name}${company ? ` (${company})` : ''}`;
}

const orDash = (value: string | undefined | null) => (value && value.trim() ? value.trim() : 'Not provided');
const indent = (text: string) =>
  text
    .trim()
    .split(/\r?\n/)
    .map((line) => `  ${line}`)
    .join('\n');

/** The facts the SCHEDULING section is made of. */
export type SchedulingFacts = Pick<ConsultationData, 'preferred_date' | 'preferred_time' | 'timezone' | 'meeting_type'>;

/** The summary's SCHEDULING section for a slot (`zone`: the visitor's zone, or the one assumed). */
export function schedulingSection(data: SchedulingFacts, zone: string): string {
  const slot = describeSlot(data.preferred_date, data.preferred_time, zone, callMinutes);
  return [
    'SCHEDULING',
    `Preferred date: ${slot ? slot.date : data.preferred_date}`,
    `Preferred time: ${data.preferred_time} (${zone}${slot ? `, ${slot.zoneShort}` : ''})`,
    `Time zone: ${data.timezone || `Not provided (assumed ${zone})`}`,
    ...(slot
      ? [
          `Studio time: ${slot.studioDate}, ${slot.studioTime}${slot.outsideStudioHours ? ` (outside ${studioContact.consultationHours}: suggest the closest slot)` : ''}`,
          `UTC: ${slot.start.toISOString().replace('.000Z', 'Z')}`,
        ]
      : []),
    `Meeting type: ${meetingTypeLabel(data.meeting_type)}`,
    `Length: ${callMinutes} minutes (free consultation)`,
  ].join('\n');
}

const HISTORY_HEADING = 'CHANGES BY THE VISITOR';

/**
 * A stored summary brought up to date after the visitor used their link: the
 * SCHEDULING section rebuilt for the slot the request now has (`facts`), and
 * `event` added as the next line of the CHANGES BY THE VISITOR section at the
 * end (created on the first change), so the record tells every step in order.
 */
export function summaryAfterVisitorChange(summary: string, facts: SchedulingFacts, zone: string, event: string): string {
  const sections = summary.split('\n\n');
  const at = sections.findIndex((section) => section.startsWith('SCHEDULING\n'));
  if (at >= 0) sections[at] = schedulingSection(facts, zone);
  const last = sections.at(-1)!;
  if (last.startsWith(`${HISTORY_HEADING}\n`)) sections[sections.length - 1] = `${last}\n- ${event}`;
  else sections.push(`${HISTORY_HEADING}\n- ${event}`);
  return sections.join('\n\n');
}

export function buildSummary(data: ConsultationData, options: { fallbackZone?: string } = {}): string {
  const zone = data.timezone || options.fallbackZone || 'America/Los_Angeles';
  const links = linkLines(data.inspiration_links);
  const sections: string[] = [];

  sections.push(`${buildSubject(data).toUpperCase()}`);

  sections.push(
    [
      'CONTACT INFORMATION',
      `Name: ${data.name.trim()}`,
      `Email: ${data.email.trim()}`,
      `Phone: ${orDash(data.phone)}`,
      `Company: ${data.company.trim()}`,
      `Role: ${orDash(data.role)}`,
    ].join('\n'),
  );

  sections.push(
    [
      'PROJECT DETAILS',
      `Project type: ${data.project_type}`,
      `Timeline: ${data.timeline}`,
      `Budget range: ${data.budget_range}`,
      `Platforms: ${data.platforms.length ? data.platforms.join(', ') : 'Not provided'}`,
      'Description:',
      indent(data.project_description),
      'Goals:',
      indent(data.goals),
    ].join('\n'),
  );

  sections.push(schedulingSection(data, zone));

  sections.push(
    [
      'CONTEXT',
      data.current_challenges.trim() ? `Current challenges:\n${indent(data.current_challenges)}` : 'Current challenges: Not provided',
      links.length ? `Inspiration links:\n${links.map((l) => `  - ${l}`).join('\n')}` : 'Inspiration links: Not provided',
      data.additional_notes.trim() ? `Additional notes:\n${indent(data.additional_notes)}` : 'Additional notes: Not provided',
      `How they heard about us: ${orDash(data.how_heard)}`,
      `Email consent: ${data.consent_email ? 'Yes' : 'No'}`,
      `Marketing consent: ${data.consent_marketing ? 'Yes' : 'No'}`,
    ].join('\n'),
  );

  sections.push(['PREPARATION CHECKLIST', ...summaryCopy.checklist.map((item) => `[ ] ${item}`)].join('\n'));

  sections.push(
    [
      `AGENDA (${agendaItems.length} items, ${agendaTotalMinutes} minutes)`,
      ...agendaItems.map((item, index) => `${index + 1}. ${item.title} (${item.minutes} min)`),
    ].join('\n'),
  );

  sections.push(['FOLLOW-UP ACTIONS', ...summaryCopy.followUp.map((item) => `- ${item}`)].join('\n'));

  return sections.join('\n\n');
}
