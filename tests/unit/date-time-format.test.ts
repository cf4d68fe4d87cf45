import { describe, expect, it } from 'vitest';
import { dateTimeFormat } from '#src/content/date-time-format';
import { formatLongDate } from '#src/content/articles';
import { formatLongDate as formatBookingDate, formatTimeIn, isValidTimeZone } from '#src/consultation/time';

describe('dateTimeFormat', () => {
  it('formats as Intl.DateTimeFormat does, and reuses one formatter for the same locale and options', () => {
    const options = { timeZone: 'America/New_York', hour: 'numeric', minute: '2-digit' } as const;
    const instant = new Date(Date.UTC(2026, 2, 16, 14, 0));
    expect(dateTimeFormat('en-US', options).format(instant)).toBe(new Intl.DateTimeFormat('en-US', options).format(instant));
    expect(dateTimeFormat('en-US', { ...options })).toBe(dateTimeFormat('en-US', options));
    expect(dateTimeFormat('en-GB', options)).not.toBe(dateTimeFormat('en-US', options));
  });

  it('throws for a zone that does not exist, and stays bounded however many zones it is asked for', () => {
    expect(() => dateTimeFormat('en-US', { timeZone: 'Mars/Olympus_Mons' })).toThrow(RangeError);
    const first = dateTimeFormat('en-US', { timeZone: 'UTC', year: 'numeric' });
    // Zone names are case-insensitive: 300 spellings of one zone, as a visitor could send them.
    const letters = [...'americanewyork'];
    const spelling = (i: number) => {
      const cased = letters.map((c, bit) => ((i >> bit) & 1 ? c.toUpperCase() : c));
      return `${cased.slice(0, 7).join('')}/${cased.slice(7, 10).join('')}_${cased.slice(10).join('')}`;
    };
    for (let i = 0; i < 300; i++) dateTimeFormat('en-US', { timeZone: spelling(i), year: 'numeric' });
    // The cache started over at least once: the first formatter was let go, a new one made.
    expect(dateTimeFormat('en-US', { timeZone: 'UTC', year: 'numeric' })).not.toBe(first);
  });

  it('the site’s date texts are unchanged', () => {
    expect(formatLongDate('2026-03-16')).toBe('March 16, 2026');
    expect(formatBookingDate('2026-03-16')).toBe('Monday, March 16, 2026');
    expect(formatTimeIn(new Date(Date.UTC(2026, 2, 16, 14, 0)), 'America/New_York')).toBe('10:00 AM');
    expect(isValidTimeZone('Europe/Berlin')).toBe(true);
    expect(isValidTimeZone('Nowhere/Else')).toBe(false);
  });
});
