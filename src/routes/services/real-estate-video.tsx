import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../../components/ui/page-placeholder';
import { pageHead } from '../../seo/head';

export const Route = createFileRoute('/services/real-estate-video')({
  head: () => pageHead('/services/real-estate-video'),
  component: ServicesRealEstateVideoPage,
});

function ServicesRealEstateVideoPage() {
  return <PagePlaceholder path="/services/real-estate-video" />;
}
