import { LegalPage } from '#src/components/blocks/legal-page';
import doc from 'virtual:legal/terms-of-service';
import { pages } from '#src/content/pages';

/** The terms of service's hero and document (a static island: see static-pages.ts). */
export default function TermsOfServicePage() {
  return <LegalPage page={pages['/terms-of-service']} doc={doc} />;
}
