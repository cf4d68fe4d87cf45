import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../components/ui/page-placeholder';
import { pageHead } from '../seo/head';

export const Route = createFileRoute('/')({
  head: () => pageHead('/'),
  component: HomePage,
});

function HomePage() {
  return <PagePlaceholder path="/" />;
}
