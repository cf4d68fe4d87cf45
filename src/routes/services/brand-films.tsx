import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../../components/ui/page-placeholder';
import { pageHead } from '../../seo/head';

export const Route = createFileRoute('/services/brand-films')({
  head: () => pageHead('/services/brand-films'),
  component: ServicesBrandFilmsPage,
});

function ServicesBrandFilmsPage() {
  return <PagePlaceholder path="/services/brand-films" />;
}
