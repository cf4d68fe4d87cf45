import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../../components/ui/page-placeholder';
import { pageHead } from '../../seo/head';

export const Route = createFileRoute('/strategy/details')({
  head: () => pageHead('/strategy/details'),
  component: StrategyDetailsPage,
});

function StrategyDetailsPage() {
  return <PagePlaceholder path="/strategy/details" />;
}
