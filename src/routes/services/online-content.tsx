import { createFileRoute } from '@tanstack/react-router';
import { serviceHead, ServicePageView } from './-components/service-page';

export const Route = createFileRoute('/services/online-content')({
  // Head data comes from the (code-split) loader, so the content it needs stays out of the entry bundle.
  loader: () => ({ head: serviceHead('online-content') }),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: OnlineContentPage,
});

function OnlineContentPage() {
  return <ServicePageView slug="online-content" />;
}
