import type { Film, Picture } from '#src/content/media';
import type { CaseFact } from '#src/content/case-studies';
import type { PagePath } from '#src/content/pages';
import type { Project } from '#src/content/projects';
import { site } from '#src/content/site';
import { pageHead } from '#src/seo/head';
import { embedUrl } from '#src/content/media';
import { absoluteUrl, siteUrl } from '#src/seo/site-url';

type Study = {
  readonly path: PagePath;
  readonly headline: string;
  readonly published: string;
  readonly facts: readonly CaseFact[];
  readonly shareImage: Picture;
  /** The film the page plays, if it has a player (the research study has none). */
  readonly video?: Film;
};

/**
 * Head of a case study: the page's metadata from the pages table, its own
 * share image, and Article + CreativeWork structured data (the write-up, and
 * the work it describes). A VideoObject is advertised only when the page
 * shows a player.
 */
export function caseStudyHead(study: Study, project: Project, description: string) {
  const url = absoluteUrl(study.path);
  const org = { '@id': `${siteUrl}/#organization` };
  const fact = (label: string) => study.facts.find((f) => f.label === label)?.value;
  const work: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'CreativeWork',
    '@id': `${url}#work`,
    name: project.title,
    description: project.description,
    genre: project.category,
    creator: org,
    producer: org,
    dateCreated: String(project.year ?? fact('Year') ?? ''),
    image: absoluteUrl(project.thumbnail.webp),
    keywords: project.tools.join(', '),
    ...(project.client ? { sponsor: { '@type': 'Organization', name: project.client } } : {}),
    ...(fact('Markets') ? { spatialCoverage: fact('Markets') } : {}),
    ...(study.video
      ? {
          video: {
            '@type': 'VideoObject',
            name: study.video.long?.title ?? study.video.clip.title,
            description: project.description,
            thumbnailUrl: absoluteUrl(study.video.clip.poster.webp),
            contentUrl: absoluteUrl(study.video.clip.sources.at(-1)!.src),
            ...(study.video.long ? { embedUrl: embedUrl(study.video.long) } : {}),
            duration: `PT${Math.round(study.video.clip.duration)}S`,
            uploadDate: study.published,
          },
        }
      : {}),
  };
  const article = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    '@id': `${url}#article`,
    headline: study.headline,
    description,
    image: [absoluteUrl(study.shareImage.src)],
    datePublished: study.published,
    dateModified: study.published,
    author: { '@type': 'Organization', name: site.name, url: `${siteUrl}/` },
    publisher: org,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    articleSection: 'Case studies',
    about: { '@id': `${url}#work` },
    inLanguage: 'en-US',
  };
  return pageHead(study.path, {
    type: 'article',
    image: study.shareImage.src,
    imageAlt: study.shareImage.alt,
    jsonLd: [article, work],
  });
}
