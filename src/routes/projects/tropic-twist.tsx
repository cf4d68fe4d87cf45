import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../../components/ui/page-placeholder';
import { pageHead } from '../../seo/head';

export const Route = createFileRoute('/projects/tropic-twist')({
  head: () => pageHead('/projects/tropic-twist'),
  component: ProjectsTropicTwistPage,
});

function ProjectsTropicTwistPage() {
  return <PagePlaceholder path="/projects/tropic-twist" />;
}
