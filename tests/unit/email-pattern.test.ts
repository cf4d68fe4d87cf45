import { describe, expect, it } from 'vitest';
import { EMAIL_PATTERN } from '#src/forms/patterns';

describe('EMAIL_PATTERN (every form, client and server)', () => {
  it.each([
    'maya@northwind.com',
    'first.last+brief@mail.agency.co.uk',
    'ops@xn--studio-9ta.de',
    "o'neil@brand.io",
    'jürgen@müller-studio.de',
  ])('accepts %s', (address) => {
    expect(EMAIL_PATTERN.test(address)).toBe(true);
  });

  it.each([
    'maya',
    'maya@northwind',
    'maya@northwind.c',
    'maya @northwind.com',
    'maya@@northwind.com',
    'maya@northwind..com',
    'maya@.northwind.com',
    'maya@northwind.com.',
    // Would become a mailto: with extra headers (cc to another address) or escapes.
    'a@b.co?cc=x%40evil.example',
    'a?cc=x@b.co',
    'maya@northwind.com#x',
    'maya%40x@b.co',
    '"maya"@b.co',
    'maya@north_wind.com',
  ])('refuses %s', (address) => {
    expect(EMAIL_PATTERN.test(address)).toBe(false);
  });

  it('answers for a long crafted address that ends without a valid domain', () => {
    // Many dots after the @ with no top-level label: a backtracking pattern would try every split.
    expect(EMAIL_PATTERN.test(`a@${'a.'.repeat(20_000)}!`)).toBe(false);
    expect(EMAIL_PATTERN.test(`a@${'a'.repeat(20_000)}`)).toBe(false);
  });
});
