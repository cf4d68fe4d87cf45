import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../components/ui/page-placeholder';
import { pageHead } from '../seo/head';

export const Route = createFileRoute('/imagination-engine')({
  head: () => pageHead('/imagination-engine'),
  component: ImaginationEnginePage,
});

function ImaginationEnginePage() {
  return <PagePlaceholder path="/imagination-engine" />;
}
