import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../../components/ui/page-placeholder';
import { pageHead } from '../../seo/head';

export const Route = createFileRoute('/projects/cultural-luxury')({
  head: () => pageHead('/projects/cultural-luxury'),
  component: ProjectsCulturalLuxuryPage,
});

function ProjectsCulturalLuxuryPage() {
  return <PagePlaceholder path="/projects/cultural-luxury" />;
}
