import { createFileRoute } from '@tanstack/react-router';
import { tropicCaseStudy } from '#src/content/case-studies';
import { pages } from '#src/content/pages';
import { projects } from '#src/content/projects';
import { caseStudyHead } from './-components/case-study-head';
import { VideoCaseStudyView } from './-components/video-case-study';

const page = pages['/projects/tropic-twist'];

export const Route = createFileRoute('/projects/tropic-twist')({
  // Head data comes from the (code-split) loader, so the case study content stays out of the entry bundle.
  loader: () => ({ head: caseStudyHead(tropicCaseStudy, projects[2], page.description) }),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: TropicTwistPage,
});

function TropicTwistPage() {
  return <VideoCaseStudyView study={tropicCaseStudy} page={page} />;
}
