/**
 * Calendar entries for a requested consultation slot: an iCalendar (.ics)
 * file (RFC 5545, STATUS:TENTATIVE, DTSTART/DTEND with TZID and a matching
 * VTIMEZONE) and a Google Calendar "add event" link (UTC times plus ctz).
 * Pure: `now` (DTSTAMP) and the request id (UID) are passed in.
 */
import { calendarCopy, callMinutes, meetingTypeLabel, studioTimeZone } from '#src/content/consultation';
import { site } from '#src/content/site';
import type { ConsultationData } from '#src/forms/consultation';
import { inviteCompany } from '#src/forms/display-text';
import { formatOffset, icsLocal, icsUtc, zoneAbbreviation, zoneOffsetMinutes, zonedTimeToUtc } from './time';

export type CalendarSlot = Pick<ConsultationData, 'preferred_date' | 'preferred_time' | 'timezone' | 'meeting_type' | 'company' | 'phone'>;

export type CalendarEvent = {
  title: string;
  description: string;
  location: string;
  zone: string;
  start: Date;
  end: Date;
};

/** The event for a slot, or null when date, time or zone do not make a real instant. */
export function calendarEvent(slot: CalendarSlot, minutes = callMinutes): CalendarEvent | null {
  const zone = slot.timezone || studioTimeZone;
  const start = zonedTimeToUtc(slot.preferred_date, slot.preferred_time, zone);
  if (!start) return null;
  const location =
    slot.meeting_type === 'phone' && slot.phone
      ? `Phone call: ${slot.phone}`
      : (calendarCopy.location[slot.meeting_type] ?? meetingTypeLabel(slot.meeting_type));
  return {
    title: calendarCopy.title(slot.company.trim()),
    description: `${calendarCopy.description}\nMeeting type: ${meetingTypeLabel(slot.meeting_type)}\nQuestions: ${site.email}`,
    location,
    zone,
    start,
    end: new Date(start.getTime() + minutes * 60000),
  };
}

/** Escape a TEXT value (RFC 5545 3.3.11); every line break (CRLF, LF or a bare CR) becomes \\n. */
export const icsEscape = (value: string) =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

/** Fold a content line at 75 octets (RFC 5545 3.1), never inside a UTF-8 sequence. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  if (encoder.encode(line).length <= 75) return line;
  const out: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    const limit = out.length === 0 ? 75 : 74; // continuation lines start with a space
    if (size + bytes > limit) {
      out.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += bytes;
  }
  out.push(current);
  return out.join('\r\n ');
}

/**
 * One VTIMEZONE observance with the zone's offset at the event (enough for a
 * single, non-recurring event; calendars that know the IANA zone use their own rules).
 */
function vtimezone(zone: string, start: Date): string[] {
  const offset = formatOffset(zoneOffsetMinutes(start.getTime(), zone));
  const january = zoneOffsetMinutes(Date.UTC(start.getUTCFullYear(), 0, 15), zone);
  const july = zoneOffsetMinutes(Date.UTC(start.getUTCFullYear(), 6, 15), zone);
  const here = zoneOffsetMinutes(start.getTime(), zone);
  const kind = january !== july && here === Math.max(january, july) ? 'DAYLIGHT' : 'STANDARD';
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${zone}`,
    `BEGIN:${kind}`,
    'DTSTART:19700101T000000',
    `TZOFFSETFROM:${offset}`,
    `TZOFFSETTO:${offset}`,
    `TZNAME:${zoneAbbreviation(start, zone)}`,
    `END:${kind}`,
    'END:VTIMEZONE',
  ];
}

/**
 * The event's UID, from the client-generated request id: the visitor's file (success screen) and the team's
 * attachment (server) carry the same one, so the confirmed invite the team sends later replaces the tentative entry.
 */
export const calendarUid = (requestId: string) => `${requestId}@lumora.studio`;

/** A parameter value (CN=…): quoted, without the characters a quoted value cannot hold. */
const icsParam = (value: string) => `"${value.replace(/["\r\n]/g, '')}"`;

/**
 * An invitation to the visitor (their confirmation email): METHOD:REQUEST with
 * the visitor as attendee, or METHOD:CANCEL once they withdraw. `sequence`
 * grows with every change, so calendars replace the entry they hold.
 */
export type CalendarInvite = { method: 'REQUEST' | 'CANCEL'; attendee: { name: string; email: string }; sequence: number };

export function buildIcs(
  slot: CalendarSlot,
  options: { requestId: string; now: Date; minutes?: number; invite?: CalendarInvite },
): string | null {
  const event = calendarEvent(slot, options.minutes);
  if (!event) return null;
  const invite = options.invite;
  // An invite goes to the address the visitor typed, which may be someone else's: its title names the company only when
  // that is plainly a company name (src/forms/display-text.ts).
  const title = invite ? calendarCopy.title(inviteCompany(slot.company)) : event.title;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Lumora Studio//Consultation request//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${invite?.method ?? 'PUBLISH'}`,
    ...vtimezone(event.zone, event.start),
    'BEGIN:VEVENT',
    `UID:${calendarUid(options.requestId)}`,
    `DTSTAMP:${icsUtc(options.now)}`,
    `DTSTART;TZID=${event.zone}:${icsLocal(event.start, event.zone)}`,
    `DTEND;TZID=${event.zone}:${icsLocal(event.end, event.zone)}`,
    `SUMMARY:${icsEscape(title)}`,
    `DESCRIPTION:${icsEscape(event.description)}`,
    `LOCATION:${icsEscape(event.location)}`,
    invite?.method === 'CANCEL' ? 'STATUS:CANCELLED' : 'STATUS:TENTATIVE',
    'TRANSP:OPAQUE',
    `ORGANIZER;CN=${icsEscape(site.name)}:mailto:${site.email}`,
    ...(invite
      ? [
          `SEQUENCE:${invite.sequence}`,
          `ATTENDEE;CN=${icsParam(invite.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=FALSE:mailto:${invite.attendee.email}`,
        ]
      : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** https://calendar.google.com/calendar/render?action=TEMPLATE&… with UTC times and the visitor's zone. */
export function googleCalendarUrl(slot: CalendarSlot, minutes?: number): string | null {
  const event = calendarEvent(slot, minutes);
  if (!event) return null;
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${icsUtc(event.start)}/${icsUtc(event.end)}`,
    details: event.description,
    location: event.location,
    ctz: event.zone,
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}
