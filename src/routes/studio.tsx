import { createFileRoute } from '@tanstack/react-router';
import { CardGrid } from '../components/blocks/card-grid';
import { CtaBlock } from '../components/blocks/cta-block';
import { MediaCardGrid } from '../components/blocks/media-card-grid';
import { PageHero } from '../components/blocks/page-hero';
import { PageSection } from '../components/blocks/page-section';
import { StatsBand } from '../components/blocks/stats-band';
import { pages } from '../content/pages';
import { studio as content } from '../content/studio';
import { pageHead } from '../seo/head';
import { itemListLd, serviceCatalogLd } from '../seo/strategy-ld';

const page = pages['/studio'];

export const Route = createFileRoute('/studio')({
  // Head data comes from the (code-split) loader, so the content it needs stays out of the entry bundle.
  loader: () => ({
    head: pageHead('/studio', {
      jsonLd: [
        serviceCatalogLd('/studio', 'Studio capabilities', page.description, content.capabilities),
        itemListLd('/studio', content.roomsSection.heading, content.rooms),
      ],
    }),
  }),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: StudioPage,
});

function StudioPage() {
  return (
    <>
      <PageHero eyebrow={page.eyebrow} heading={page.heading} lead={page.lead} />
      <StatsBand stats={content.facts} label={content.factsLabel} />
      <PageSection copy={content.capabilitiesSection}>
        <CardGrid cards={content.capabilities} columns={3} />
      </PageSection>
      <PageSection copy={content.roomsSection} tone="raised">
        <MediaCardGrid items={content.rooms} />
      </PageSection>
      <CtaBlock cta={content.cta} />
    </>
  );
}
