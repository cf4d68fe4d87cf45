import { createFileRoute } from '@tanstack/react-router';
import { serviceHead, ServicePageView } from './-components/service-page';

export const Route = createFileRoute('/services/tv-commercial')({
  head: () => serviceHead('tv-commercial'),
  component: TvCommercialPage,
});

function TvCommercialPage() {
  return <ServicePageView slug="tv-commercial" />;
}
