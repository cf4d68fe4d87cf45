import { LegalPage } from '#src/components/blocks/legal-page';
import doc from 'virtual:legal/privacy-policy';
import { pages } from '#src/content/pages';

/** The privacy policy's hero and document (a static island: see static-pages.ts). */
export default function PrivacyPolicyPage() {
  return <LegalPage page={pages['/privacy-policy']} doc={doc} />;
}
