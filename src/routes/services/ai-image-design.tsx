import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../../components/ui/page-placeholder';
import { pageHead } from '../../seo/head';

export const Route = createFileRoute('/services/ai-image-design')({
  head: () => pageHead('/services/ai-image-design'),
  component: ServicesAiImageDesignPage,
});

function ServicesAiImageDesignPage() {
  return <PagePlaceholder path="/services/ai-image-design" />;
}
