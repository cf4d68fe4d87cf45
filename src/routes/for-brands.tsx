import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../components/ui/page-placeholder';
import { pageHead } from '../seo/head';

export const Route = createFileRoute('/for-brands')({
  head: () => pageHead('/for-brands'),
  component: ForBrandsPage,
});

function ForBrandsPage() {
  return <PagePlaceholder path="/for-brands" />;
}
