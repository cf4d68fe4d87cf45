import { danoneCaseStudy, luxuryCaseStudy, spiralCaseStudy, tropicCaseStudy } from '#src/content/case-studies';
import { caseStudyLayouts, type CaseStudySlug } from '#src/content/case-study-layouts';
import { pages } from '#src/content/pages';
import { projects } from '#src/content/projects';

/** Each case study by its slug (`/projects/<slug>`), typed by the layout its page uses. */
const studies = {
  'danone-avatars': { layout: 'video', study: danoneCaseStudy },
  'spiral-potato-truck': { layout: 'animation', study: spiralCaseStudy },
  'tropic-twist': { layout: 'video', study: tropicCaseStudy },
  'cultural-luxury': { layout: 'research', study: luxuryCaseStudy },
} as const satisfies { [S in CaseStudySlug]: { layout: (typeof caseStudyLayouts)[S]; study: unknown } };

export type CaseStudyEntry = (typeof studies)[CaseStudySlug];

const isCaseStudySlug = (slug: string): slug is CaseStudySlug => Object.hasOwn(studies, slug);

/** A case study's page: its study, its page metadata and the project it writes up; undefined for an unknown slug. */
export function caseStudyPage(slug: string) {
  if (!isCaseStudySlug(slug)) return undefined;
  const entry: CaseStudyEntry = studies[slug];
  const path = entry.study.path;
  const project = projects.find((p) => p.caseStudy === path);
  if (!project) throw new Error(`No project links to the case study ${path}`);
  return { ...entry, page: pages[path], project };
}
