import { describe, expect, it } from 'vitest';
import { EMAIL_PATTERN } from '../../src/forms/patterns';

describe('EMAIL_PATTERN (every form, client and server)', () => {
  it.each(['maya@northwind.com', 'first.last+brief@mail.agency.co.uk', 'ops@xn--studio-9ta.de', "o'neil@brand.io"])('accepts %s', (address) => {
    expect(EMAIL_PATTERN.test(address)).toBe(true);
  });

  it.each(['maya', 'maya@northwind', 'maya@northwind.c', 'maya @northwind.com', 'maya@@northwind.com', 'maya@northwind..com', 'maya@.northwind.com', 'maya@northwind.com.'])(
    'refuses %s',
    (address) => {
      expect(EMAIL_PATTERN.test(address)).toBe(false);
    },
  );

  it('answers for a long crafted address that ends without a valid domain', () => {
    // Many dots after the @ with no top-level label: a backtracking pattern would try every split.
    expect(EMAIL_PATTERN.test(`a@${'a.'.repeat(20_000)}!`)).toBe(false);
    expect(EMAIL_PATTERN.test(`a@${'a'.repeat(20_000)}`)).toBe(false);
  });
});
