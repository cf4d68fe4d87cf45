import type { FieldValue } from '#src/api/admin';
import { fieldLabels } from '#src/content/admin-inbox';
import { dateTimeFormat } from '#src/content/date-time-format';
import { EMAIL_PATTERN } from '#src/forms/patterns';

const dateTime = dateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d/;

/** "Mar 1, 2025, 10:04 AM" in the viewer's time zone. */
export const formatDateTime = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
};

/** A column name in words: a known label, else `how_heard` → "How heard". */
export const fieldLabel = (name: string) => fieldLabels[name] ?? `${name.charAt(0).toUpperCase()}${name.slice(1).replace(/_/g, ' ')}`;

/** "Dec 2, 2026, 1:00 PM EST": an instant with the zone it is shown in (the viewer's unless `timeZone` says otherwise). */
export const formatInstant = (iso: string, timeZone?: string) => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeFormat('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone,
  }).format(date);
};

/** A stored value as text for the detail view (empty values as an em dash; instants with their zone). */
export function formatValue(value: FieldValue, timeZone?: string): string {
  if (value === null || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.length ? value.join(', ') : '—';
  if (typeof value === 'object') return JSON.stringify(value, null, 2);
  if (typeof value === 'string' && ISO_TIME.test(value)) return formatInstant(value, timeZone);
  return String(value);
}

/**
 * The mailto: link for a lead's address, or null: never for spam (a bot's address is no one to write to, and
 * may be someone else's), nor for anything that is not a plain address (`?cc=…&subject=…` would fill in a
 * message the admin did not write).
 */
export const mailtoHref = (item: { email: string; spam: boolean }): string | null =>
  !item.spam && EMAIL_PATTERN.test(item.email) ? `mailto:${item.email}` : null;
