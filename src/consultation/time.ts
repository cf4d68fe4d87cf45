/**
 * Calendar-date and time-zone arithmetic for the consultation request, with
 * nothing but `Intl` (no clock reads: callers pass `now`).
 */
import { studioHours, studioTimeZone } from '#src/content/consultation';
import { dateTimeFormat } from '#src/content/date-time-format';

export type IsoDate = string; // YYYY-MM-DD

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_12H = /^(\d{1,2}):(\d{2})\s?(AM|PM)$/i;

/** Year, month (1-12) and day of a real calendar date, or null. */
export function parseIsoDate(value: string): { year: number; month: number; day: number } | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** '9:00 AM' → { hour: 9, minute: 0 }; '12:00 PM' → 12; '12:00 AM' → 0. */
export function parseTime12(value: string): { hour: number; minute: number } | null {
  const match = TIME_12H.exec(value.trim());
  if (!match) return null;
  const h = Number(match[1]);
  const minute = Number(match[2]);
  if (h < 1 || h > 12 || minute > 59) return null;
  const pm = match[3]!.toUpperCase() === 'PM';
  return { hour: (h % 12) + (pm ? 12 : 0), minute };
}

export function isValidTimeZone(zone: string): boolean {
  if (!zone || zone.length > 64) return false;
  try {
    dateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The calendar date of `now` in `zone` (default: the runtime's own zone). */
export function isoDateIn(now: Date, zone?: string): IsoDate {
  const parts = dateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

export function addDays(date: IsoDate, days: number): IsoDate {
  const parsed = parseIsoDate(date);
  if (!parsed) return date;
  const d = new Date(Date.UTC(parsed.year, parsed.month - 1, parsed.day + days));
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** Offset of `zone` from UTC at `instant`, in minutes (New York in winter: -300). */
export function zoneOffsetMinutes(instant: number, zone: string): number {
  const parts = dateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour') % 24, get('minute'), get('second'));
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60000);
}

/**
 * The instant at which the wall-clock `date` `time` happens in `zone`.
 * Handles daylight-saving changes (the offset is checked at the result).
 * Consultation slots (9 AM-5 PM) never fall in a skipped or repeated hour.
 */
export function zonedTimeToUtc(date: IsoDate, time: string, zone: string): Date | null {
  const d = parseIsoDate(date);
  const t = parseTime12(time);
  if (!d || !t || !isValidTimeZone(zone)) return null;
  const wall = Date.UTC(d.year, d.month - 1, d.day, t.hour, t.minute);
  let guess = wall - zoneOffsetMinutes(wall, zone) * 60000;
  const second = wall - zoneOffsetMinutes(guess, zone) * 60000;
  if (second !== guess) guess = second;
  return new Date(guess);
}

/** The wall-clock date and time of `instant` in `zone`, as ICS local form (20260316T090000). */
export function icsLocal(instant: Date, zone: string): string {
  const offset = zoneOffsetMinutes(instant.getTime(), zone);
  const local = new Date(instant.getTime() + offset * 60000);
  return `${local.getUTCFullYear()}${pad(local.getUTCMonth() + 1)}${pad(local.getUTCDate())}T${pad(local.getUTCHours())}${pad(local.getUTCMinutes())}${pad(local.getUTCSeconds())}`;
}

/** ICS UTC form: 20260316T160000Z. */
export function icsUtc(instant: Date): string {
  return `${instant.getUTCFullYear()}${pad(instant.getUTCMonth() + 1)}${pad(instant.getUTCDate())}T${pad(instant.getUTCHours())}${pad(instant.getUTCMinutes())}${pad(instant.getUTCSeconds())}Z`;
}

/** '+0530', '-0400'. */
export function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}${pad(abs % 60)}`;
}

/** 'Monday, March 16, 2026' for a calendar date (no zone shift). */
export function formatLongDate(date: IsoDate): string {
  const d = parseIsoDate(date);
  if (!d) return date;
  return dateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }).format(
    new Date(Date.UTC(d.year, d.month - 1, d.day, 12)),
  );
}

/** Short zone name at an instant: 'EDT', 'PST', 'GMT+4'. */
export function zoneAbbreviation(instant: Date, zone: string): string {
  const part = dateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'short' })
    .formatToParts(instant)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? zone;
}

/** '6:00 AM' of an instant in a zone. */
export function formatTimeIn(instant: Date, zone: string): string {
  return dateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', minute: '2-digit' }).format(instant);
}

/** 'Mon, Mar 16' of an instant in a zone. */
export function formatShortDateIn(instant: Date, zone: string): string {
  return dateTimeFormat('en-US', { timeZone: zone, weekday: 'short', month: 'short', day: 'numeric' }).format(instant);
}

/** Whether a call starting at `instant` (30 minutes) falls outside the studio's Monday-Friday 9 AM-6 PM Pacific. */
export function isOutsideStudioHours(instant: Date, minutes = 30): boolean {
  const parts = dateTimeFormat('en-US', {
    timeZone: studioTimeZone,
    hourCycle: 'h23',
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(instant);
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(parts.find((p) => p.type === 'weekday')?.value ?? '');
  const hour = Number(parts.find((p) => p.type === 'hour')?.value ?? 0) % 24;
  const minute = Number(parts.find((p) => p.type === 'minute')?.value ?? 0);
  const start = hour * 60 + minute;
  const days: readonly number[] = studioHours.days;
  return !days.includes(weekday) || start < studioHours.startHour * 60 || start + minutes > studioHours.endHour * 60;
}

const clockTime = (hour: number) => `${hour % 12 === 0 ? 12 : hour % 12}:00 ${hour < 12 ? 'AM' : 'PM'}`;

/**
 * The studio's daily call hours (9 AM-6 PM Pacific) on `date`, as wall times in the visitor's `zone`:
 * { from: '6:00 PM', to: '3:00 AM', zoneShort: 'CET' } for Berlin in winter. Null for an invalid date or zone.
 */
export function studioHoursIn(date: IsoDate, zone: string): { from: string; to: string; zoneShort: string } | null {
  const start = zonedTimeToUtc(date, clockTime(studioHours.startHour), studioTimeZone);
  const end = zonedTimeToUtc(date, clockTime(studioHours.endHour), studioTimeZone);
  if (!start || !end || !isValidTimeZone(zone)) return null;
  return { from: formatTimeIn(start, zone), to: formatTimeIn(end, zone), zoneShort: zoneAbbreviation(start, zone) };
}

/** A requested slot described for people: the visitor's wall time with its zone, plus the studio's time. */
export type SlotDescription = {
  date: string;
  time: string;
  zone: string;
  zoneShort: string;
  start: Date;
  end: Date;
  studioTime: string;
  studioDate: string;
  outsideStudioHours: boolean;
};

export function describeSlot(date: IsoDate, time: string, zone: string, minutes = 30): SlotDescription | null {
  const start = zonedTimeToUtc(date, time, zone);
  if (!start) return null;
  const end = new Date(start.getTime() + minutes * 60000);
  return {
    date: formatLongDate(date),
    time,
    zone,
    zoneShort: zoneAbbreviation(start, zone),
    start,
    end,
    studioTime: `${formatTimeIn(start, studioTimeZone)} ${zoneAbbreviation(start, studioTimeZone)}`,
    studioDate: formatShortDateIn(start, studioTimeZone),
    outsideStudioHours: isOutsideStudioHours(start, minutes),
  };
}
