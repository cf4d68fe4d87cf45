import { createFileRoute } from '@tanstack/react-router';
import { serviceHead, ServicePageView } from './-components/service-page';

export const Route = createFileRoute('/services/tv-commercial')({
  // Head data comes from the (code-split) loader, so the content it needs stays out of the entry bundle.
  loader: () => ({ head: serviceHead('tv-commercial') }),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: TvCommercialPage,
});

function TvCommercialPage() {
  return <ServicePageView slug="tv-commercial" />;
}
