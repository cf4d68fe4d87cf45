import { createFileRoute } from '@tanstack/react-router';
import { danoneCaseStudy } from '../../content/case-studies';
import { pages } from '../../content/pages';
import { projects } from '../../content/projects';
import { caseStudyHead } from './-components/case-study-head';
import { VideoCaseStudyView } from './-components/video-case-study';

const page = pages['/projects/danone-avatars'];

export const Route = createFileRoute('/projects/danone-avatars')({
  head: () => caseStudyHead(danoneCaseStudy, projects[0], page.description),
  component: DanoneAvatarsPage,
});

function DanoneAvatarsPage() {
  return <VideoCaseStudyView study={danoneCaseStudy} page={page} />;
}
