import type { LegalDocument as LegalDoc } from '#src/content/legal';
import type { PageMeta } from '#src/content/pages';
import { LastUpdated } from './last-updated';
import { LegalDocument } from './legal-document';
import { PageHero } from './page-hero';

/** A legal page (privacy, cookies, terms): the hero with the document's date, then the document. */
export function LegalPage({ page, doc }: { page: PageMeta; doc: LegalDoc }) {
  return (
    <>
      <PageHero eyebrow={page.eyebrow} heading={page.heading} lead={page.lead}>
        <LastUpdated iso={doc.lastUpdated.iso} label={doc.lastUpdated.label} />
      </PageHero>
      <LegalDocument doc={doc} />
    </>
  );
}
