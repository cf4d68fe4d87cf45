import { createFileRoute } from '@tanstack/react-router';
import { LegalPage } from '../components/blocks/legal-page';
import doc from 'virtual:legal/privacy-policy';
import { pages } from '../content/pages';
import { pageHead } from '../seo/head';

export const Route = createFileRoute('/privacy-policy')({
  head: () => pageHead('/privacy-policy'),
  component: PrivacyPolicyPage,
});

function PrivacyPolicyPage() {
  return <LegalPage page={pages['/privacy-policy']} doc={doc} />;
}
