import { describe, expect, it } from 'vitest';
import { showRange } from '#src/content/typography';

describe('showRange: ranges print with an en dash, everything else keeps its hyphen', () => {
  it.each([
    ['2-3 weeks, not 8-12', '2–3 weeks, not 8–12'],
    ['$50,000-$200,000', '$50,000–$200,000'],
    ['Monday-Friday 09:00-18:00', 'Monday–Friday 09:00–18:00'],
    ['85%-90%', '85%–90%'],
    ['Days 10-14', 'Days 10–14'],
  ])('%s → %s', (written, shown) => expect(showRange(written)).toBe(shown));

  it.each(['AI-assisted', '24-hour response', '30-minute call', 'Call +1 (415) 555-0142 today', '+44 20 7946-0958', 'behind-the-scenes'])(
    '%s stays as written',
    (text) => expect(showRange(text)).toBe(text),
  );
});
