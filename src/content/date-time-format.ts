/**
 * One Intl.DateTimeFormat per locale and options, made on first use and kept: building a formatter
 * costs far more than formatting with it (a list of ten article dates spent most of its script time
 * building ten identical formatters). A time zone that does not exist throws, as the constructor does.
 * The cache is bounded: zones can come from visitors (in any letter case), so it starts over when full.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
const MAX_FORMATTERS = 256;

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, options);
    if (formatters.size >= MAX_FORMATTERS) formatters.clear();
    formatters.set(key, formatter);
  }
  return formatter;
}
