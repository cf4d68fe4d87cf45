import { AnimationCaseStudyView } from './animation-case-study';
import { caseStudyPage } from './case-study-page';
import { ResearchCaseStudyView } from './research-case-study';
import { VideoCaseStudyView } from './video-case-study';

/** A case study page, laid out by its kind: a film study, an animation study or the brand research study. */
export function CaseStudyView({ slug }: { slug: string }) {
  const found = caseStudyPage(slug);
  if (!found) return null;
  switch (found.layout) {
    case 'video':
      return <VideoCaseStudyView study={found.study} page={found.page} />;
    case 'animation':
      return <AnimationCaseStudyView study={found.study} page={found.page} />;
    case 'research':
      return <ResearchCaseStudyView study={found.study} page={found.page} />;
  }
}
