import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../../components/ui/page-placeholder';
import { pageHead } from '../../seo/head';

export const Route = createFileRoute('/services/tv-commercial')({
  head: () => pageHead('/services/tv-commercial'),
  component: ServicesTvCommercialPage,
});

function ServicesTvCommercialPage() {
  return <PagePlaceholder path="/services/tv-commercial" />;
}
