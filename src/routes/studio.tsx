import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../components/ui/page-placeholder';
import { pageHead } from '../seo/head';

export const Route = createFileRoute('/studio')({
  head: () => pageHead('/studio'),
  component: StudioPage,
});

function StudioPage() {
  return <PagePlaceholder path="/studio" />;
}
