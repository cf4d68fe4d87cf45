import { createFileRoute } from '@tanstack/react-router';
import { LastUpdated } from '../components/blocks/last-updated';
import { LegalDocument } from '../components/blocks/legal-document';
import { PageHero } from '../components/blocks/page-hero';
import doc from 'virtual:legal/terms-of-service';
import { pages } from '../content/pages';
import { pageHead } from '../seo/head';

const page = pages['/terms-of-service'];

export const Route = createFileRoute('/terms-of-service')({
  head: () => pageHead('/terms-of-service'),
  component: TermsOfServicePage,
});

function TermsOfServicePage() {
  return (
    <>
      <PageHero eyebrow={page.eyebrow} heading={page.heading} lead={page.lead}>
        <LastUpdated iso={doc.lastUpdated.iso} label={doc.lastUpdated.label} />
      </PageHero>
      <LegalDocument doc={doc} />
    </>
  );
}
