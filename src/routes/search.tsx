import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../components/ui/page-placeholder';
import { pageHead } from '../seo/head';

export const Route = createFileRoute('/search')({
  head: () => pageHead('/search'),
  component: SearchPage,
});

function SearchPage() {
  return <PagePlaceholder path="/search" />;
}
