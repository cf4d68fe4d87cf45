import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../components/ui/page-placeholder';
import { pageHead } from '../seo/head';

export const Route = createFileRoute('/creative')({
  head: () => pageHead('/creative'),
  component: CreativePage,
});

function CreativePage() {
  return <PagePlaceholder path="/creative" />;
}
