import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../components/ui/page-placeholder';
import { pageHead } from '../seo/head';

export const Route = createFileRoute('/terms-of-service')({
  head: () => pageHead('/terms-of-service'),
  component: TermsOfServicePage,
});

function TermsOfServicePage() {
  return <PagePlaceholder path="/terms-of-service" />;
}
