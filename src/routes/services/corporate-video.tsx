import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../../components/ui/page-placeholder';
import { pageHead } from '../../seo/head';

export const Route = createFileRoute('/services/corporate-video')({
  head: () => pageHead('/services/corporate-video'),
  component: ServicesCorporateVideoPage,
});

function ServicesCorporateVideoPage() {
  return <PagePlaceholder path="/services/corporate-video" />;
}
