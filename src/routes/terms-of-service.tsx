import { createFileRoute } from '@tanstack/react-router';
import { LegalPage } from '#src/components/blocks/legal-page';
import doc from 'virtual:legal/terms-of-service';
import { pages } from '#src/content/pages';
import { pageHead } from '#src/seo/head';

export const Route = createFileRoute('/terms-of-service')({
  head: () => pageHead('/terms-of-service'),
  component: TermsOfServicePage,
});

function TermsOfServicePage() {
  return <LegalPage page={pages['/terms-of-service']} doc={doc} />;
}
