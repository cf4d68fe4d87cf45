import { createFileRoute } from '@tanstack/react-router';
import { LegalPage } from '#src/components/blocks/legal-page';
import doc from 'virtual:legal/cookie-policy';
import { pages } from '#src/content/pages';
import { pageHead } from '#src/seo/head';

export const Route = createFileRoute('/cookie-policy')({
  head: () => pageHead('/cookie-policy'),
  component: CookiePolicyPage,
});

function CookiePolicyPage() {
  return <LegalPage page={pages['/cookie-policy']} doc={doc} />;
}
