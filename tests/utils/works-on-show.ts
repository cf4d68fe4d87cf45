// The works the site shows and the pictures that stand for them: portfolio projects, case studies (with their pages'
// frames), services, the home showcase's slots and insight articles. Every clip and still is traced to the film it was
// rendered from: a still made from a clip's film (the catalogue's `from`) is that film, and a clip whose files live
// under another clip's directory (a stand-in) is that other clip. Used by the no-reuse test and by the check that
// docs/work-on-show.md names every work's pictures.
import { stills as catalogueStills } from '#scripts/media/catalog.mjs';
import { articles } from '#src/content/articles';
import { caseStudies } from '#src/content/case-studies';
import { home } from '#src/content/home';
import { clip as libraryClip, stills, type Clip, type Still } from '#src/content/media-library';
import { portfolioProjects } from '#src/content/portfolio';
import { projects } from '#src/content/projects';
import { servicePages } from '#src/content/service-pages';
import { services } from '#src/content/services';

const isClip = (v: object): v is Clip => 'sources' in v && 'poster' in v;
const isStill = (v: object): v is Still => 'avif' in v && 'webp' in v && 'alt' in v && 'id' in v;
const dirOf = (src: string) => src.split('/').slice(0, -1).join('/');
const fromOf = new Map(catalogueStills.filter((s) => s.from).map((s) => [s.id, s.from!]));

/** The film (its files' directory) a clip is. */
const clipRoot = (c: Clip) => dirOf(c.sources[0]!.src);
/** The film a still was made from, or the still itself when it is a render of its own. */
function stillRoot(s: Still): string {
  const from = fromOf.get(s.id);
  if (from) {
    try {
      return clipRoot(libraryClip(from));
    } catch {
      return `/media/library/${from}`;
    }
  }
  const poster = stills.find((k) => k.id === s.id && k.avif === s.avif);
  return dirOf((poster ?? s).avif);
}

export type Picture = { id: string; file: string; root: string };
/** Every clip and still in a piece of content (a Film's clip, a Frame's still, …): clips count as their film. */
export function pictures(value: unknown, seen = new Set<unknown>()): Picture[] {
  if (typeof value !== 'object' || value === null || seen.has(value)) return [];
  seen.add(value);
  if (isClip(value)) return [{ id: value.id, file: value.sources[0]!.src, root: clipRoot(value) }];
  if (isStill(value)) return [{ id: value.id, file: value.avif, root: stillRoot(value) }];
  return Object.values(value).flatMap((v) => pictures(v, seen));
}
/** Every string in a piece of content (the words beside its pictures). */
const words = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'object' && value !== null ? Object.values(value).map(words).join(' ') : '';

export type Work = { key: string; name?: string; words: string; pictures: Picture[] };
export const articleStill = (image: string) => stills.find((s) => s.webp === image || s.avif === image);

export const works: Work[] = [
  ...portfolioProjects.map((p) => ({
    key: `portfolio "${p.title}"`,
    name: p.title,
    words: words([p.title, p.description]),
    pictures: pictures([p.thumbnail, p.video]),
  })),
  ...projects.map((p) => ({
    key: `case study "${p.title}"`,
    name: p.title,
    words: words([p.title, p.description]),
    pictures: pictures([p.thumbnail, p.video, caseStudies.find((c) => c.path === p.caseStudy)]),
  })),
  ...services.map((s) => ({
    key: `service "${s.title}"`,
    words: words([s, servicePages[s.slug as keyof typeof servicePages]]),
    pictures: pictures(s.clip),
  })),
  ...home.work.items.map((item) => ({ key: `home showcase "${item.label}"`, words: words(item), pictures: pictures(item.video) })),
  ...articles.map((a) => ({
    key: `article "${a.slug}"`,
    words: words([a.title, a.excerpt]),
    pictures: pictures(articleStill(a.image) ?? []),
  })),
];
