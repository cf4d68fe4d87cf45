import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../../components/ui/page-placeholder';
import { pageHead } from '../../seo/head';

export const Route = createFileRoute('/strategy/social-media')({
  head: () => pageHead('/strategy/social-media'),
  component: StrategySocialMediaPage,
});

function StrategySocialMediaPage() {
  return <PagePlaceholder path="/strategy/social-media" />;
}
