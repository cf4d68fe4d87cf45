/**
 * How ranges are shown: the data keeps its plain hyphens ("2-3 weeks",
 * "$5,000-$25,000", "Monday-Friday 10:00-17:00"), and a view that prints one
 * sets the range with an en dash (2–3 weeks). Hyphenated words ("AI-assisted",
 * "24-hour") and telephone numbers ("+1 (212) 555-0100") keep their hyphens.
 */
const day = '(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day';
/** A telephone number: an international or area-code prefix, then digit groups. Matched first and left alone. */
const phone = String.raw`(?:\+\d{1,3}[\s.]?)?\(\d{2,4}\)\s?\d[\d\s.-]*\d|\+\d{1,3}[\s.-]?\d[\d\s.-]{5,}\d`;
const range = `(?<=[\\d%+]|\\b[AP]M|${day})-(?=[$€£]?\\d|${day})`;
const pattern = new RegExp(`(${phone})|${range}`, 'g');

export const showRange = (text: string): string => text.replace(pattern, (_match, number: string | undefined) => number ?? '\u2013');
