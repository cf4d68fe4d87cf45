/**
 * The case studies by file name (content/case-studies/<slug>.md, page /projects/<slug>) and the
 * layout each page uses: which sections its file must have (src/content/case-study-source.ts).
 */
export const caseStudyLayouts = {
  'danone-avatars': 'video',
  'spiral-potato-truck': 'animation',
  'tropic-twist': 'video',
  'cultural-luxury': 'research',
} as const;

export type CaseStudySlug = keyof typeof caseStudyLayouts;
export type CaseStudyLayout = (typeof caseStudyLayouts)[CaseStudySlug];
