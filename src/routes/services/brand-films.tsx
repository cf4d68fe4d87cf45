import { createFileRoute } from '@tanstack/react-router';
import { serviceHead, ServicePageView } from './-components/service-page';

export const Route = createFileRoute('/services/brand-films')({
  head: () => serviceHead('brand-films'),
  component: BrandFilmsPage,
});

function BrandFilmsPage() {
  return <ServicePageView slug="brand-films" />;
}
