import { createFileRoute } from '@tanstack/react-router';
import { serviceHead, ServicePageView } from './-components/service-page';

export const Route = createFileRoute('/services/corporate-video')({
  head: () => serviceHead('corporate-video'),
  component: CorporateVideoPage,
});

function CorporateVideoPage() {
  return <ServicePageView slug="corporate-video" />;
}
