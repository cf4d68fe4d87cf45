import { createFileRoute } from '@tanstack/react-router';
import { danoneCaseStudy } from '#src/content/case-studies';
import { pages } from '#src/content/pages';
import { projects } from '#src/content/projects';
import { caseStudyHead } from './-components/case-study-head';
import { VideoCaseStudyView } from './-components/video-case-study';

const page = pages['/projects/danone-avatars'];

export const Route = createFileRoute('/projects/danone-avatars')({
  // Head data comes from the (code-split) loader, so the case study content stays out of the entry bundle.
  loader: () => ({ head: caseStudyHead(danoneCaseStudy, projects[0], page.description) }),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: DanoneAvatarsPage,
});

function DanoneAvatarsPage() {
  return <VideoCaseStudyView study={danoneCaseStudy} page={page} />;
}
