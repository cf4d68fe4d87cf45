import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../../components/ui/page-placeholder';
import { pageHead } from '../../seo/head';

export const Route = createFileRoute('/services/')({
  head: () => pageHead('/services'),
  component: ServicesPage,
});

function ServicesPage() {
  return <PagePlaceholder path="/services" />;
}
