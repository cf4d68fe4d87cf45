import { describe, expect, it } from 'vitest';
import { authors } from '#src/content/articles';
import { caseStudies } from '#src/content/case-studies';
import { testimonials } from '#src/content/testimonials';
import type { Testimonial } from '#src/content/types';

/** Every client review the site shows: the named sets plus the case-study testimonials. */
const reviews: { set: string; review: Testimonial }[] = [
  ...Object.entries(testimonials).flatMap(([set, items]) => items.map((review: Testimonial) => ({ set, review }))),
  ...caseStudies.map((study) => ({ set: `case study ${study.testimonial.company}`, review: study.testimonial as Testimonial })),
];

/** The studio's own people (the insight authors are Lumora's staff). */
const staff = Object.values(authors).map((author) => author.name);
const surname = (name: string) => name.trim().split(/\s+/).at(-1)!.toLowerCase();

describe('client reviews', () => {
  it('the social media and for-brands sets live with the others, in the one testimonials module', () => {
    expect(testimonials.socialMedia).toHaveLength(3);
    expect(testimonials.forBrands).toHaveLength(3);
  });

  it('are never credited to a member of the studio’s staff (nor to someone sharing a staff member’s surname)', () => {
    const staffSurnames = new Set(staff.map(surname));
    for (const { set, review } of reviews) {
      expect(staff, `${review.author} (${set})`).not.toContain(review.author);
      expect(staffSurnames.has(surname(review.author)), `${review.author} (${set}) shares a staff surname`).toBe(false);
    }
  });

  it('no reviewer speaks for two companies', () => {
    const companiesOf = new Map<string, Set<string>>();
    for (const { review } of reviews) {
      const companies = companiesOf.get(review.author) ?? new Set<string>();
      companies.add(review.company);
      companiesOf.set(review.author, companies);
    }
    const twice = [...companiesOf]
      .filter(([, companies]) => companies.size > 1)
      .map(([author, companies]) => `${author}: ${[...companies].join(', ')}`);
    expect(twice).toEqual([]);
  });

  it('are each credited to a named person, with a role and a company (a job title is not a name)', () => {
    const title = /\b(manager|director|lead|head|founder|officer|team|communications|partner|vp|chief|regional|agent)\b/i;
    // Danone is a real company: the studio does not put an invented employee's name to its words.
    const realCompanies = new Set(['Danone']);
    const unnamed = reviews
      .filter(({ review }) => !realCompanies.has(review.company))
      .filter(({ review }) => !/^\p{Lu}[\p{L}'’-]+(?: \p{Lu}[\p{L}'’-]+)+$/u.test(review.author) || title.test(review.author))
      .map(({ set, review }) => `${review.author} (${set})`);
    expect(unnamed).toEqual([]);
    for (const { set, review } of reviews) {
      expect(review.role.trim(), `${review.author} (${set})`).not.toBe('');
      expect(review.company.trim(), `${review.author} (${set})`).not.toBe('');
    }
  });
});
