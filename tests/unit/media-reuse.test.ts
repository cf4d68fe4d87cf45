// No picture stands for two works, and no page shows one picture twice. Walks the content the site shows
// works with (portfolio projects, case-study projects and their pages, services, the home showcase, insight
// articles) and traces every clip and still to the film it was rendered from: a still made from a clip's
// film (the catalogue's `from`) is that film, and a clip whose files live under another clip's directory
// (a stand-in) is that other clip. A home showcase slot or a service may present a portfolio project or a
// case study: then its words name that work, and the two count as one.
import { describe, expect, it } from 'vitest';
import { articles, relatedArticles } from '#src/content/articles';
import { caseStudies } from '#src/content/case-studies';
import { home } from '#src/content/home';
import { portfolioProjects } from '#src/content/portfolio';
import { projects } from '#src/content/projects';
import { services } from '#src/content/services';
import { articleStill, pictures, works, type Picture, type Work } from '../utils/works-on-show';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A work's name as its words would say it: the title, or the part before a colon ("Emberfall"). */
const names = (name: string) => [name, name.split(':')[0]!.trim()].filter((n) => n.length > 3);
const mentions = (text: string, name: string) => names(name).some((n) => new RegExp(`\\b${escape(n)}\\b`, 'i').test(text));
const sameWork = (a: Work, b: Work) =>
  a.key === b.key || (b.name !== undefined && mentions(a.words, b.name)) || (a.name !== undefined && mentions(b.words, a.name));

/** One line per film that stands for more than one work: the film, then the works (those that are one work joined by '='). */
function reuse(): string[] {
  const byRoot = new Map<string, Work[]>();
  for (const work of works)
    for (const root of new Set(work.pictures.map((p) => p.root))) byRoot.set(root, [...(byRoot.get(root) ?? []), work]);
  const lines: string[] = [];
  for (const [root, users] of byRoot) {
    const groups: Work[][] = [];
    for (const work of users) {
      const group = groups.find((g) => g.some((other) => sameWork(work, other)));
      if (group) group.push(work);
      else groups.push([work]);
    }
    if (groups.length > 1) lines.push(`${root} stands for ${groups.map((g) => g.map((w) => w.key).join(' = ')).join(' and ')}`);
  }
  return lines.sort();
}

/** One line per page that shows one film or still twice. */
function repeats(): string[] {
  const pages: { page: string; pictures: Picture[]; by: 'root' | 'file' }[] = [
    // an article and the related articles under it: each card a different picture
    ...articles.map((a) => ({
      page: `/insights/${a.slug}`,
      pictures: [a, ...relatedArticles(a, articles)].flatMap((x) => pictures(articleStill(x.image) ?? [])),
      by: 'root' as const,
    })),
    { page: '/portfolio', pictures: portfolioProjects.flatMap((p) => pictures(p.thumbnail)), by: 'root' },
    { page: '/projects', pictures: projects.flatMap((p) => pictures(p.thumbnail)), by: 'root' },
    {
      page: '/ (showcase and services)',
      pictures: pictures([home.work.items.map((i) => i.video), services.map((s) => s.clip)]),
      by: 'root',
    },
    // a case study shows frames of its own film: never the same frame twice
    ...caseStudies.map((c) => ({ page: c.path, pictures: pictures(c), by: 'file' as const })),
  ];
  const lines: string[] = [];
  for (const { page, pictures: shown, by } of pages) {
    const count = new Map<string, number>();
    for (const p of shown) count.set(p[by], (count.get(p[by]) ?? 0) + 1);
    for (const [key, n] of count) if (n > 1) lines.push(`${page} shows ${key} ${n} times`);
  }
  return lines.sort();
}

describe('no picture stands for two works, no page shows one twice', () => {
  it('finds the works and their pictures', () => {
    // the walk sees every kind of work, each with at least one picture (a broken walk would find no reuse)
    for (const prefix of ['portfolio', 'case study', 'service', 'home showcase', 'article'])
      expect(works.filter((w) => w.key.startsWith(prefix)).length, prefix).toBeGreaterThan(0);
    for (const work of works) expect(work.pictures.length, work.key).toBeGreaterThan(0);
  });

  it('tells reuse from one work shown in two places', () => {
    const film: Picture = { id: 'x', file: '/media/library/x/x.mp4', root: '/media/library/x' };
    const a: Work = { key: 'portfolio "Night Ritual"', name: 'Night Ritual', words: 'Night Ritual serum', pictures: [film] };
    const b: Work = { key: 'home showcase "advertising"', words: 'Night Ritual for Juniper Skin', pictures: [film] };
    const c: Work = { key: 'service "TV Commercials"', words: 'Spots for broadcast', pictures: [film] };
    expect(sameWork(a, b)).toBe(true);
    expect(sameWork(a, c)).toBe(false);
    expect(mentions('Emberfall, the opening', 'Emberfall: Opening Sequence')).toBe(true);
    expect(mentions('a nightly ritual', 'Night Ritual')).toBe(false);
  });

  it('every film and still stands for one work only', () => {
    const found = reuse();
    expect(found, found.join('\n')).toEqual([]);
  });

  it('no page shows the same film or still twice', () => {
    const found = repeats();
    expect(found, found.join('\n')).toEqual([]);
  });
});
