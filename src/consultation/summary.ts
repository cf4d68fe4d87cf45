/**
 * The subject and the multi-line summary of a consultation request
 * (docs/product/consultation.md): contact info, project details, scheduling, context, checklist,
 * a six-item agenda totalling 50 minutes, and follow-up actions. Pure: the
 * page sends it and the server builds the same text for the team's email.
 */
import { agendaItems, callMinutes, meetingTypeLabel, summaryCopy } from '../content/consultation';
import type { ConsultationData } from '../forms/consultation';
import { linkLines } from '../forms/consultation';
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

export function buildSummary(data: ConsultationData, options: { fallbackZone?: string } = {}): string {
  const zone = data.timezone || options.fallbackZone || 'America/Los_Angeles';
  const slot = describeSlot(data.preferred_date, data.preferred_time, zone, callMinutes);
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

  sections.push(
    [
      'SCHEDULING',
      `Preferred date: ${slot ? slot.date : data.preferred_date}`,
      `Preferred time: ${data.preferred_time} (${zone}${slot ? `, ${slot.zoneShort}` : ''})`,
      `Time zone: ${data.timezone || `Not provided (assumed ${zone})`}`,
      ...(slot
        ? [
            `Studio time: ${slot.studioDate}, ${slot.studioTime}${slot.outsideStudioHours ? ' (outside Monday-Friday 9 AM-6 PM PST: suggest the closest slot)' : ''}`,
            `UTC: ${slot.start.toISOString().replace('.000Z', 'Z')}`,
          ]
        : []),
      `Meeting type: ${meetingTypeLabel(data.meeting_type)}`,
      `Length: ${callMinutes} minutes (free consultation)`,
    ].join('\n'),
  );

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
