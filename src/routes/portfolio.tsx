import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../components/ui/page-placeholder';
import { pageHead } from '../seo/head';

export const Route = createFileRoute('/portfolio')({
  head: () => pageHead('/portfolio'),
  component: PortfolioPage,
});

function PortfolioPage() {
  return <PagePlaceholder path="/portfolio" />;
}
