import { createFileRoute } from '@tanstack/react-router';
import { serviceHead, ServicePageView } from './-components/service-page';

export const Route = createFileRoute('/services/online-content')({
  head: () => serviceHead('online-content'),
  component: OnlineContentPage,
});

function OnlineContentPage() {
  return <ServicePageView slug="online-content" />;
}
