import { createFileRoute } from '@tanstack/react-router';
import { serviceHead, ServicePageView } from './-components/service-page';

export const Route = createFileRoute('/services/ai-image-design')({
  // Head data comes from the (code-split) loader, so the content it needs stays out of the entry bundle.
  loader: () => ({ head: serviceHead('ai-image-design') }),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: AiImageDesignPage,
});

function AiImageDesignPage() {
  return <ServicePageView slug="ai-image-design" />;
}
