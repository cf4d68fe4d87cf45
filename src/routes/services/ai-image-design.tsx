import { createFileRoute } from '@tanstack/react-router';
import { serviceHead, ServicePageView } from './-components/service-page';

export const Route = createFileRoute('/services/ai-image-design')({
  head: () => serviceHead('ai-image-design'),
  component: AiImageDesignPage,
});

function AiImageDesignPage() {
  return <ServicePageView slug="ai-image-design" />;
}
