import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../components/ui/page-placeholder';
import { pageHead } from '../seo/head';

export const Route = createFileRoute('/cookie-policy')({
  head: () => pageHead('/cookie-policy'),
  component: CookiePolicyPage,
});

function CookiePolicyPage() {
  return <PagePlaceholder path="/cookie-policy" />;
}
