import { createFileRoute } from '@tanstack/react-router';
import { LegalPage } from '../components/blocks/legal-page';
import doc from 'virtual:legal/terms-of-service';
import { pages } from '../content/pages';
import { pageHead } from '../seo/head';

export const Route = createFileRoute('/terms-of-service')({
  head: () => pageHead('/terms-of-service'),
  component: TermsOfServicePage,
});

function TermsOfServicePage() {
  return <LegalPage page={pages['/terms-of-service']} doc={doc} />;
}
