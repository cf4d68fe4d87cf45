import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../../components/ui/page-placeholder';
import { pageHead } from '../../seo/head';

export const Route = createFileRoute('/projects/danone-avatars')({
  head: () => pageHead('/projects/danone-avatars'),
  component: ProjectsDanoneAvatarsPage,
});

function ProjectsDanoneAvatarsPage() {
  return <PagePlaceholder path="/projects/danone-avatars" />;
}
