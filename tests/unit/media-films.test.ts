/**
 * Every film the site can play is playable: a first-party clip with an MP4
 * fallback (listed last, after any WebM) and a sized poster, and a provider
 * version only with a valid id. The media module throws on an invalid id
 * while the pages are prerendered, so a made-up id fails the build too.
 */
import { describe, expect, it } from 'vitest';
import { danoneCaseStudy, spiralCaseStudy, tropicCaseStudy } from '#src/content/case-studies';
import { home } from '#src/content/home';
import { isValidProviderId, providerVideo, videos, type Film } from '#src/content/media';
import { portfolioProjects } from '#src/content/portfolio';
import { projects } from '#src/content/projects';

const films: [string, Film][] = [
  ...Object.entries(videos),
  ['home hero', home.hero.video],
  ...home.work.items.map((item): [string, Film] => [`showcase ${item.key}`, item.video]),
  ...portfolioProjects.map((p): [string, Film] => [`portfolio ${p.id}`, p.video]),
  ...projects.map((p): [string, Film] => [`project ${p.id}`, p.video]),
  ...[danoneCaseStudy, spiralCaseStudy, tropicCaseStudy].map((s): [string, Film] => [s.path, s.video]),
];

describe('films', () => {
  it.each(films)('%s plays a first-party clip: sources best first with an MP4 fallback, a sized poster', (_name, film) => {
    const { sources, poster } = film.clip;
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) expect(source.src).toMatch(/^\/(?!\/)/);
    expect(sources.at(-1)!.type).toMatch(/^video\/mp4/);
    const firstMp4 = sources.findIndex((s) => s.type.startsWith('video/mp4'));
    expect(sources.slice(firstMp4).every((s) => s.type.startsWith('video/mp4'))).toBe(true);
    expect(poster.width).toBeGreaterThan(0);
    expect(poster.height).toBeGreaterThan(0);
    expect(poster.placeholder).toMatch(/^data:image\//);
  });

  it.each(films.filter(([, film]) => film.long))('%s has a valid provider id', (_name, film) => {
    expect(isValidProviderId(film.long!.provider, film.long!.providerId)).toBe(true);
  });

  it('a YouTube id is 11 characters of [A-Za-z0-9_-] and a Vimeo id is numeric; anything else is refused', () => {
    expect(isValidProviderId('youtube', 'dQw4w9WgXcQ')).toBe(true);
    expect(isValidProviderId('youtube', 'a-b_c1234XY')).toBe(true);
    expect(isValidProviderId('youtube', 'lumora_showreel_2024')).toBe(false);
    expect(isValidProviderId('youtube', 'short')).toBe(false);
    expect(isValidProviderId('youtube', 'abc def ghi')).toBe(false);
    expect(isValidProviderId('vimeo', '76979871')).toBe(true);
    expect(isValidProviderId('vimeo', 'lumora-film-production')).toBe(false);
    expect(() => providerVideo({ id: 'x', title: 'Made up', provider: 'vimeo', providerId: 'lumora-tourism-film' })).toThrow(
      /Invalid vimeo id/,
    );
    expect(providerVideo({ id: 'x', title: 'Real', provider: 'youtube', providerId: 'dQw4w9WgXcQ' }).providerId).toBe('dQw4w9WgXcQ');
  });
});
