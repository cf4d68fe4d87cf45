import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../components/ui/page-placeholder';
import { pageHead } from '../seo/head';

export const Route = createFileRoute('/privacy-policy')({
  head: () => pageHead('/privacy-policy'),
  component: PrivacyPolicyPage,
});

function PrivacyPolicyPage() {
  return <PagePlaceholder path="/privacy-policy" />;
}
