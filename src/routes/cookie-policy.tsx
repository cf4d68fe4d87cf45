import { createFileRoute } from '@tanstack/react-router';
import { LegalPage } from '../components/blocks/legal-page';
import doc from 'virtual:legal/cookie-policy';
import { pages } from '../content/pages';
import { pageHead } from '../seo/head';

export const Route = createFileRoute('/cookie-policy')({
  head: () => pageHead('/cookie-policy'),
  component: CookiePolicyPage,
});

function CookiePolicyPage() {
  return <LegalPage page={pages['/cookie-policy']} doc={doc} />;
}
