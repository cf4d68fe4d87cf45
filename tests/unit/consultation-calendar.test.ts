import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { buildIcs, foldLine, googleCalendarUrl, icsEscape } from '#src/consultation/calendar';
import { validConsultation } from '../utils/consultation-fixtures';

const now = new Date('2030-03-04T15:04:05Z');
const ics = (change: Partial<typeof validConsultation> = {}) =>
  buildIcs({ ...validConsultation, ...change }, { requestId: 'req-123', now })!;

/** Unfold (RFC 5545 3.1) and split into properties. */
const properties = (text: string) => text.replace(/\r\n /g, '').split('\r\n').filter(Boolean);
const prop = (text: string, name: string) => properties(text).find((line) => line.startsWith(name));

describe('.ics of the requested slot', () => {
  it('is a tentative VEVENT with TZID start and end and a matching VTIMEZONE', () => {
    const text = ics();
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(prop(text, 'STATUS')).toBe('STATUS:TENTATIVE');
    expect(prop(text, 'DTSTART;')).toBe('DTSTART;TZID=America/New_York:20300312T130000');
    expect(prop(text, 'DTEND')).toBe('DTEND;TZID=America/New_York:20300312T133000');
    expect(prop(text, 'UID')).toBe('UID:req-123@lumora.studio');
    expect(prop(text, 'DTSTAMP')).toBe('DTSTAMP:20300304T150405Z');
    expect(prop(text, 'TZID')).toBe('TZID:America/New_York');
    // 12 March 2030 is after the US change to daylight time: EDT, UTC-4.
    expect(prop(text, 'TZOFFSETTO')).toBe('TZOFFSETTO:-0400');
    expect(prop(text, 'TZNAME')).toBe('TZNAME:EDT');
    expect(properties(text)).toContain('BEGIN:DAYLIGHT');
    expect(prop(text, 'SUMMARY')).toBe('SUMMARY:Consultation with Lumora Studio — Northwind Outfitters');
  });

  it('uses standard time before the change and for zones without daylight time', () => {
    const winter = ics({ preferred_date: '2030-03-08' });
    expect(prop(winter, 'TZOFFSETTO')).toBe('TZOFFSETTO:-0500');
    expect(properties(winter)).toContain('BEGIN:STANDARD');
    const kolkata = ics({ timezone: 'Asia/Kolkata', preferred_time: '9:00 AM' });
    expect(prop(kolkata, 'DTSTART;')).toBe('DTSTART;TZID=Asia/Kolkata:20300312T090000');
    expect(prop(kolkata, 'TZOFFSETTO')).toBe('TZOFFSETTO:+0530');
  });

  it('falls back to the studio’s zone when no time zone was given', () => {
    expect(prop(ics({ timezone: '' }), 'DTSTART;')).toBe('DTSTART;TZID=America/Los_Angeles:20300312T130000');
  });

  it('says where the call happens', () => {
    expect(prop(ics(), 'LOCATION')).toBe('LOCATION:Video call (link sent with the confirmed invite)');
    expect(prop(ics({ meeting_type: 'phone' }), 'LOCATION')).toBe('LOCATION:Phone call: +1 415 555 0142');
    expect(prop(ics({ meeting_type: 'in_person' }), 'LOCATION')).toBe(
      'LOCATION:548 Market Street\\, Suite 300\\, San Francisco\\, CA 94104',
    );
  });

  it('uses CRLF, escapes text and folds lines at 75 octets without splitting characters', () => {
    const text = ics({ company: 'Ünïcödé; Brands, Inc. — a very long company name that needs folding for sure' });
    for (const line of text.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(text.includes('\n') && !text.replace(/\r\n/g, '').includes('\n')).toBe(true);
    expect(prop(text, 'SUMMARY')).toBe(
      'SUMMARY:Consultation with Lumora Studio — Ünïcödé\\; Brands\\, Inc. — a very long company name that needs folding for sure',
    );
    expect(icsEscape('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
    expect(
      foldLine('x'.repeat(160))
        .split('\r\n ')
        .map((l) => l.length),
    ).toEqual([75, 74, 11]);
  });

  it('never lets a bare carriage return or line feed land raw in the file', () => {
    const text = ics({ company: 'Acme\rEvil\nCorp\r\nLtd' });
    // Every CR is part of a CRLF line end, every LF ends a line.
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getAllSubcomponents('vevent')).toHaveLength(1);
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    expect(event.summary).toBe('Consultation with Lumora Studio — Acme\nEvil\nCorp\nLtd');
    expect(event.location).toBe('Video call (link sent with the confirmed invite)');
    expect(icsEscape('a\rb')).toBe('a\\nb');
  });

  it('is null for a slot that is not a real instant', () => {
    expect(buildIcs({ ...validConsultation, preferred_date: '2030-02-30' }, { requestId: 'x', now })).toBeNull();
  });
});

describe('Google Calendar link', () => {
  it('adds the slot in UTC with the visitor’s zone', () => {
    const url = new URL(googleCalendarUrl(validConsultation)!);
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('dates')).toBe('20300312T170000Z/20300312T173000Z');
    expect(url.searchParams.get('ctz')).toBe('America/New_York');
    expect(url.searchParams.get('text')).toBe('Consultation with Lumora Studio — Northwind Outfitters');
    expect(url.searchParams.get('details')).toContain('tentative');
  });
});
