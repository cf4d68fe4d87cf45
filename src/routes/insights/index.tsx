import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../../components/ui/page-placeholder';
import { pageHead } from '../../seo/head';

export const Route = createFileRoute('/insights/')({
  head: () => pageHead('/insights'),
  component: InsightsPage,
});

function InsightsPage() {
  return <PagePlaceholder path="/insights" />;
}
