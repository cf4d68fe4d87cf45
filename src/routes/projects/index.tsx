import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../../components/ui/page-placeholder';
import { pageHead } from '../../seo/head';

export const Route = createFileRoute('/projects/')({
  head: () => pageHead('/projects'),
  component: ProjectsPage,
});

function ProjectsPage() {
  return <PagePlaceholder path="/projects" />;
}
