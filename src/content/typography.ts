/**
 * How ranges are shown: the data keeps its plain hyphens ("2-3 weeks",
 * "$5,000-$25,000", "Monday-Friday 09:00-18:00"), and a view that prints one
 * sets the range with an en dash (2–3 weeks). Hyphenated words ("AI-assisted",
 * "24-hour") keep their hyphen.
 */
const day = '(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day';
const rangeHyphen = new RegExp(`(?<=[\\d%+]|\\b[AP]M|${day})-(?=[$€£]?\\d|${day})`, 'g');

export const showRange = (text: string): string => text.replace(rangeHyphen, '\u2013');
