import { createFileRoute } from '@tanstack/react-router';
import { BackLink } from '../components/ui/back-link';
import { CardGrid } from '../components/blocks/card-grid';
import { CtaBlock } from '../components/blocks/cta-block';
import { PageHero } from '../components/blocks/page-hero';
import { PageSection } from '../components/blocks/page-section';
import { ServiceBlocks } from '../components/blocks/service-blocks';
import { pages } from '../content/pages';
import { digital as content } from '../content/strategy';
import { pageHead } from '../seo/head';
import { serviceCatalogLd } from '../seo/strategy-ld';

const page = pages['/digital'];

export const Route = createFileRoute('/digital')({
  // Head data comes from the (code-split) loader, so the content it needs stays out of the entry bundle.
  loader: () => ({
    head: pageHead('/digital', { jsonLd: [serviceCatalogLd('/digital', 'Digital services', page.description, content.blocks)] }),
  }),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: DigitalPage,
});

function DigitalPage() {
  return (
    <>
      <PageHero
        eyebrow={page.eyebrow}
        heading={page.heading}
        lead={page.lead}
        before={<BackLink to={content.back.to} label={content.back.label} />}
      />
      <PageSection copy={content.blocksSection}>
        <ServiceBlocks blocks={content.blocks} />
      </PageSection>
      <PageSection copy={content.benefitsSection} tone="raised">
        <CardGrid cards={content.benefits} columns={4} />
      </PageSection>
      <CtaBlock cta={content.cta} />
    </>
  );
}
