import { createFileRoute } from '@tanstack/react-router';
import { serviceHead, ServicePageView } from './-components/service-page';

export const Route = createFileRoute('/services/real-estate-video')({
  // Head data comes from the (code-split) loader, so the content it needs stays out of the entry bundle.
  loader: () => ({ head: serviceHead('real-estate-video') }),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: RealEstateVideoPage,
});

function RealEstateVideoPage() {
  return <ServicePageView slug="real-estate-video" />;
}
