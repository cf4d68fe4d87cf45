import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../../components/ui/page-placeholder';
import { pageHead } from '../../seo/head';

export const Route = createFileRoute('/strategy/')({
  head: () => pageHead('/strategy'),
  component: StrategyPage,
});

function StrategyPage() {
  return <PagePlaceholder path="/strategy" />;
}
