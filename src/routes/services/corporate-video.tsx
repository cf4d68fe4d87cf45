import { createFileRoute } from '@tanstack/react-router';
import { serviceHead, ServicePageView } from './-components/service-page';

export const Route = createFileRoute('/services/corporate-video')({
  // Head data comes from the (code-split) loader, so the content it needs stays out of the entry bundle.
  loader: () => ({ head: serviceHead('corporate-video') }),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: CorporateVideoPage,
});

function CorporateVideoPage() {
  return <ServicePageView slug="corporate-video" />;
}
