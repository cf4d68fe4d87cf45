/**
 * The case studies' words, read from content/case-studies/<slug>.md at build time (Node only:
 * the Vite plugin in vite.config.ts serves them as `virtual:case-studies`; src/content/case-studies.ts
 * adds the films, share images and stills, which stay in code because they are media references
 * with sizes, and merges them by slug).
 *
 * The file name is the slug, one of src/content/case-study-layouts.ts (the page is
 * /projects/<slug>). Frontmatter: the study's structured copy, every section a group of fields
 * (eyebrow, heading, lead and its cards, steps or beats); which sections a file must have
 * depends on the page's layout (`fieldsFor` below). Icons are names from src/content/types.ts,
 * `published` a calendar day (YYYY-MM-DD), the call to action's links pages of this site.
 * Body (video and animation layouts): the solution's story, Markdown paragraphs shown beside the
 * numbered approach; the research layout has no story text, so its body stays empty.
 *
 * A missing or unknown field, a bad date, an unknown icon, page or slug, a link in the body whose
 * scheme is not http, https, mailto or tel: the build fails with `content/case-studies/<slug>.md:<line>: …`.
 */
import { caseStudyLayouts, type CaseStudyLayout, type CaseStudySlug } from './case-study-layouts';
import { checkShape, CONTENT_DIR, ContentError, contentFiles, readContentFile, renderChecked, shape, type Shape } from './content-files';
import { pages } from './pages';
import { iconNames } from './types';

const { text, day, list, group, optional } = shape;
const copy = { eyebrow: optional(text), heading: text, lead: optional(text) };
const cardFields = { icon: shape.oneOf('icon', iconNames), title: text, description: text };
const cards = list(group(cardFields));
const steps = list(group({ title: text, description: text, duration: optional(text) }));
const link = group({ label: text, to: shape.oneOf('page', Object.keys(pages)) });
const section = (extra: Record<string, Shape> = {}) => group({ ...copy, ...extra });

const common = {
  badge: text,
  headline: text,
  published: day,
  facts: list(group({ label: text, value: text })),
  challenge: section({ cards }),
  impact: section({ cards: list(group({ ...cardFields, metric: text })) }),
  testimonialCopy: section(),
  testimonial: group({ quote: text, author: text, role: text, company: text, rating: shape.integer(1, 5) }),
  cta: group({ heading: text, text, primary: link, secondary: optional(link) }),
};
const video = {
  ...common,
  videoCopy: section(),
  solution: section({ steps }),
  tools: optional(section({ cards })),
  takeaways: optional(section({ cards })),
};

/** The frontmatter fields of each layout. */
export const fieldsFor: Readonly<Record<CaseStudyLayout, Readonly<Record<string, Shape>>>> = {
  video,
  animation: { ...video, story: section({ beats: steps }), showcase: section(), tools: section({ cards }), takeaways: section({ cards }) },
  research: {
    ...common,
    researchApproach: section(),
    strategicApproach: section({ cards }),
    deliverables: section({ items: steps }),
    positioning: section({ cards }),
    tools: section({ cards }),
    takeaways: section({ cards }),
  },
};

/** A case study's words as its file gives them, plus its page and (video and animation layouts) the story's HTML. */
export type CaseStudyFile = {
  readonly slug: CaseStudySlug;
  readonly file: string;
  readonly text: Readonly<Record<string, unknown>> & { readonly path: string; readonly storyHtml?: string };
};

/**
 * Every case study file, checked, its story rendered, in the site's order; throws a ContentError listing each
 * problem as `file:line: message`.
 */
export function loadCaseStudies({ dir = CONTENT_DIR }: { dir?: string } = {}): CaseStudyFile[] {
  const problems: string[] = [];
  const loaded: CaseStudyFile[] = [];
  for (const absolute of contentFiles('case-studies', dir)) {
    const source = readContentFile(absolute, problems, dir);
    if (!source) continue;
    if (!(source.slug in caseStudyLayouts)) {
      problems.push(
        `${source.file}:1: unknown case study "${source.slug}" (the file names are ${Object.keys(caseStudyLayouts)
          .map((s) => `${s}.md`)
          .join(', ')})`,
      );
      continue;
    }
    const slug = source.slug as CaseStudySlug;
    const layout = caseStudyLayouts[slug];
    checkShape(source, problems, fieldsFor[layout]);
    let storyHtml: string | undefined;
    if (layout === 'research') {
      if (source.body.trim())
        problems.push(
          `${source.file}:${source.bodyLine}: the research layout has no story text; put its words in the frontmatter sections`,
        );
    } else if (!source.body.trim()) {
      problems.push(`${source.file}:${source.bodyLine}: the story (the solution's paragraphs) is missing below the frontmatter`);
    } else {
      storyHtml = renderChecked(source.body, source.file, source.bodyLine, problems);
    }
    loaded.push({
      slug,
      file: source.file,
      text: { ...source.fields, path: `/projects/${slug}`, ...(storyHtml === undefined ? {} : { storyHtml }) },
    });
  }
  for (const slug of dir === CONTENT_DIR ? Object.keys(caseStudyLayouts) : []) {
    if (!loaded.some((study) => study.slug === slug)) problems.push(`content/case-studies/${slug}.md:1: the file is missing`);
  }
  if (problems.length) throw new ContentError(problems);
  // In the site's order (caseStudyLayouts), as lists and search show them.
  const order = Object.keys(caseStudyLayouts);
  return loaded.sort((a, b) => order.indexOf(a.slug) - order.indexOf(b.slug));
}
