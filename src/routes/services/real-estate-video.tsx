import { createFileRoute } from '@tanstack/react-router';
import { serviceHead, ServicePageView } from './-components/service-page';

export const Route = createFileRoute('/services/real-estate-video')({
  head: () => serviceHead('real-estate-video'),
  component: RealEstateVideoPage,
});

function RealEstateVideoPage() {
  return <ServicePageView slug="real-estate-video" />;
}
