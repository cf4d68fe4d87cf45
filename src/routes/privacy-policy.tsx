import { createFileRoute } from '@tanstack/react-router';
import { LegalPage } from '#src/components/blocks/legal-page';
import doc from 'virtual:legal/privacy-policy';
import { pages } from '#src/content/pages';
import { pageHead } from '#src/seo/head';

export const Route = createFileRoute('/privacy-policy')({
  head: () => pageHead('/privacy-policy'),
  component: PrivacyPolicyPage,
});

function PrivacyPolicyPage() {
  return <LegalPage page={pages['/privacy-policy']} doc={doc} />;
}
