import { createFileRoute } from '@tanstack/react-router';
import { serviceHead, ServicePageView } from './-components/service-page';

export const Route = createFileRoute('/services/brand-films')({
  // Head data comes from the (code-split) loader, so the content it needs stays out of the entry bundle.
  loader: () => ({ head: serviceHead('brand-films') }),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: BrandFilmsPage,
});

function BrandFilmsPage() {
  return <ServicePageView slug="brand-films" />;
}
