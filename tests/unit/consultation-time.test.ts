import { describe, expect, it } from 'vitest';
import {
  addDays,
  describeSlot,
  studioHoursIn,
  formatLongDate,
  isoDateIn,
  isOutsideStudioHours,
  isValidTimeZone,
  parseIsoDate,
  parseTime12,
  zoneOffsetMinutes,
  zonedTimeToUtc,
} from '#src/consultation/time';

const utc = (date: string, time: string, zone: string) => zonedTimeToUtc(date, time, zone)?.toISOString();

describe('calendar dates', () => {
  it('accepts real dates only', () => {
    expect(parseIsoDate('2028-02-29')).toEqual({ year: 2028, month: 2, day: 29 });
    expect(parseIsoDate('2027-02-29')).toBeNull();
    expect(parseIsoDate('2030-13-01')).toBeNull();
    expect(parseIsoDate('2030-3-1')).toBeNull();
    expect(parseIsoDate('')).toBeNull();
  });

  it('adds days across month and year ends', () => {
    expect(addDays('2030-12-31', 1)).toBe('2031-01-01');
    expect(addDays('2030-03-01', -1)).toBe('2030-02-28');
  });

  it('knows the date of an instant in a zone (the visitor’s "today")', () => {
    const instant = new Date('2030-03-05T03:30:00Z');
    expect(isoDateIn(instant, 'UTC')).toBe('2030-03-05');
    expect(isoDateIn(instant, 'America/Los_Angeles')).toBe('2030-03-04');
    expect(isoDateIn(instant, 'Pacific/Kiritimati')).toBe('2030-03-05');
  });

  it('formats a date without shifting it through a zone', () => {
    expect(formatLongDate('2030-03-12')).toBe('Tuesday, March 12, 2030');
  });
});

describe('times and zones', () => {
  it('parses the 12-hour slot labels', () => {
    expect(parseTime12('9:00 AM')).toEqual({ hour: 9, minute: 0 });
    expect(parseTime12('12:00 PM')).toEqual({ hour: 12, minute: 0 });
    expect(parseTime12('5:00 PM')).toEqual({ hour: 17, minute: 0 });
    expect(parseTime12('12:00 AM')).toEqual({ hour: 0, minute: 0 });
    expect(parseTime12('17:00')).toBeNull();
  });

  it('recognises IANA zones', () => {
    expect(isValidTimeZone('America/New_York')).toBe(true);
    expect(isValidTimeZone('Asia/Kathmandu')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
  });

  it('measures offsets including half and three-quarter hours', () => {
    expect(zoneOffsetMinutes(Date.UTC(2030, 0, 15), 'America/New_York')).toBe(-300);
    expect(zoneOffsetMinutes(Date.UTC(2030, 6, 15), 'America/New_York')).toBe(-240);
    expect(zoneOffsetMinutes(Date.UTC(2030, 0, 15), 'Asia/Kolkata')).toBe(330);
    expect(zoneOffsetMinutes(Date.UTC(2030, 0, 15), 'Asia/Kathmandu')).toBe(345);
  });

  it('converts a wall-clock slot to UTC on both sides of daylight-saving changes', () => {
    // US clocks go forward on Sunday 10 March 2030.
    expect(utc('2030-03-08', '9:00 AM', 'America/New_York')).toBe('2030-03-08T14:00:00.000Z');
    expect(utc('2030-03-11', '9:00 AM', 'America/New_York')).toBe('2030-03-11T13:00:00.000Z');
    // Europe changes on 31 March 2030: between the two, New York is only 4 hours behind London.
    expect(utc('2030-03-29', '1:00 PM', 'Europe/London')).toBe('2030-03-29T13:00:00.000Z');
    expect(utc('2030-04-01', '1:00 PM', 'Europe/London')).toBe('2030-04-01T12:00:00.000Z');
    // Southern hemisphere: Sydney leaves daylight time on 7 April 2030.
    expect(utc('2030-04-05', '10:00 AM', 'Australia/Sydney')).toBe('2030-04-04T23:00:00.000Z');
    expect(utc('2030-04-08', '10:00 AM', 'Australia/Sydney')).toBe('2030-04-08T00:00:00.000Z');
    expect(utc('2030-06-03', '5:00 PM', 'Asia/Kathmandu')).toBe('2030-06-03T11:15:00.000Z');
    expect(utc('2030-06-03', '9:00 AM', 'UTC')).toBe('2030-06-03T09:00:00.000Z');
  });

  it('returns null for impossible input', () => {
    expect(zonedTimeToUtc('2030-02-30', '9:00 AM', 'UTC')).toBeNull();
    expect(zonedTimeToUtc('2030-03-01', '25:00 AM', 'UTC')).toBeNull();
    expect(zonedTimeToUtc('2030-03-01', '9:00 AM', 'Nowhere/City')).toBeNull();
  });
});

describe('studio hours (Monday-Friday 9 AM-6 PM Pacific)', () => {
  it('flags slots outside the studio’s day', () => {
    expect(isOutsideStudioHours(new Date('2030-03-12T17:00:00Z'))).toBe(false); // Tue 10:00 PDT
    expect(isOutsideStudioHours(new Date('2030-03-12T14:00:00Z'))).toBe(true); // Tue 07:00 PDT
    expect(isOutsideStudioHours(new Date('2030-03-13T00:30:00Z'))).toBe(false); // Tue 17:30 PDT, ends at 18:00
    expect(isOutsideStudioHours(new Date('2030-03-13T00:45:00Z'))).toBe(true); // Tue 17:45 PDT, would end after 18:00
    expect(isOutsideStudioHours(new Date('2030-03-16T18:00:00Z'))).toBe(true); // Saturday
  });

  it('describes a slot in the visitor’s zone and at the studio', () => {
    const slot = describeSlot('2030-03-12', '1:00 PM', 'America/New_York')!;
    expect(slot).toMatchObject({
      date: 'Tuesday, March 12, 2030',
      time: '1:00 PM',
      zone: 'America/New_York',
      zoneShort: 'EDT',
      outsideStudioHours: false,
    });
    expect(slot.studioTime).toBe('10:00 AM PDT');
    expect(slot.end.getTime() - slot.start.getTime()).toBe(30 * 60000);
  });
});

describe('studioHoursIn', () => {
  it("gives the studio's 9 AM-6 PM Pacific as wall times in the visitor's zone on that date", () => {
    expect(studioHoursIn('2026-12-09', 'Europe/Berlin')).toEqual({ from: '6:00 PM', to: '3:00 AM', zoneShort: 'GMT+1' });
    expect(studioHoursIn('2026-12-09', 'America/New_York')).toEqual({ from: '12:00 PM', to: '9:00 PM', zoneShort: 'EST' });
    // The weeks when only the United States keeps summer time: one hour closer.
    expect(studioHoursIn('2026-03-18', 'Europe/Berlin')).toMatchObject({ from: '5:00 PM', to: '2:00 AM' });
    expect(studioHoursIn('2026-12-09', 'Not/AZone')).toBeNull();
  });
});
