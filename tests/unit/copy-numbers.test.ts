import { describe, expect, it } from 'vitest';
import { caseStudies } from '#src/content/case-studies';
import { forBrands } from '#src/content/for-brands';
import { home } from '#src/content/home';
import { lab } from '#src/content/lab';
import { pages } from '#src/content/pages';
import { portfolioCopy, portfolioProjects, portfolioStats } from '#src/content/portfolio';
import { projects, projectsPageCopy } from '#src/content/projects';
import { servicePages } from '#src/content/service-pages';
import { services } from '#src/content/services';
import { claims, site } from '#src/content/site';
import { socialMedia } from '#src/content/social-media';
import * as strategy from '#src/content/strategy';
import * as studio from '#src/content/studio';
import { testimonials } from '#src/content/testimonials';

/** Keys that hold paths, files or identifiers rather than copy. */
const notCopy = new Set([
  'published',
  'src',
  'image',
  'logo',
  'to',
  'path',
  'href',
  'id',
  'key',
  'icon',
  'avatar',
  'video',
  'clip',
  'poster',
  'placeholder',
]);

function copyOf(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) value.forEach((item) => copyOf(item, out));
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) if (!notCopy.has(key)) copyOf(item, out);
  }
  return out;
}

/** The copy of the home, service, strategy-area, studio, lab, for-brands, projects, case-study and portfolio pages, and their reviews. */
const copy = copyOf([
  testimonials,
  socialMedia,
  forBrands,
  home,
  services,
  servicePages,
  strategy,
  studio,
  lab,
  pages,
  projects,
  projectsPageCopy,
  caseStudies,
  portfolioProjects,
  portfolioStats,
  portfolioCopy,
]);

const numbersIn = (text: string) => (text.match(/\d[\d,.]*\d|\d/g) ?? []).map((n) => n.replace(/[.,]$/, ''));

/**
 * Every number docs/product/site.md gives the copy: the claims, the case-study
 * and business constants, the advertised price ranges, and the
 * studio's own facts (address, office hours, founding year). Small counts
 * and durations of the studio's own offer (a 30-minute call, days 1-2 of a
 * process, step numbers) are the offer, not statistics.
 */
const allowed = new Set([
  ...Object.values(claims).flatMap(numbersIn),
  ...numbersIn(JSON.stringify(site)),
  // The claims' comparisons and the fixed numbers (docs/product/site.md).
  '4',
  '6',
  '3',
  '5',
  '8',
  '12',
  '90',
  '50,000',
  '200,000',
  '5,000',
  '25,000',
  '2.5',
  '25',
  '30',
  '2024',
  '100',
  // Advertised price ranges (section 9).
  '500',
  '1,000',
  '2,000',
  '3,000',
  '10,000',
  '15,000',
  '30,000',
  '75,000',
  '100,000',
  // The offer's own small counts and durations.
  '1',
  '2',
  '7',
  '9',
  '14',
  '15',
  '18',
  '00',
  '09',
]);

describe('copy numbers', () => {
  it('quotes no number beyond the product’s claims and constants', () => {
    const invented = copy.flatMap((text) =>
      numbersIn(text)
        .filter((n) => !allowed.has(n))
        .map((n) => `${n} in "${text}"`),
    );
    expect(invented).toEqual([]);
  });

  it('makes no spelled-out quantity claims (a thousand assets, dozens of routes, a quarter of the time)', () => {
    const vague = /\b(hundreds?|thousands?|dozens?|millions?|twenty|fifty|a quarter)\b/i;
    expect(copy.filter((text) => vague.test(text))).toEqual([]);
  });
});
