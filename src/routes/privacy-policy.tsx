import { createFileRoute } from '@tanstack/react-router';
import { LastUpdated } from '../components/blocks/last-updated';
import { LegalDocument } from '../components/blocks/legal-document';
import { PageHero } from '../components/blocks/page-hero';
import doc from 'virtual:legal/privacy-policy';
import { pages } from '../content/pages';
import { pageHead } from '../seo/head';

const page = pages['/privacy-policy'];

export const Route = createFileRoute('/privacy-policy')({
  head: () => pageHead('/privacy-policy'),
  component: PrivacyPolicyPage,
});

function PrivacyPolicyPage() {
  return (
    <>
      <PageHero eyebrow={page.eyebrow} heading={page.heading} lead={page.lead}>
        <LastUpdated iso={doc.lastUpdated.iso} label={doc.lastUpdated.label} />
      </PageHero>
      <LegalDocument doc={doc} />
    </>
  );
}
