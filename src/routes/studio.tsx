import { createFileRoute } from '@tanstack/react-router';
import { CardGrid } from '#src/components/blocks/card-grid';
import { CtaBlock } from '#src/components/blocks/cta-block';
import { MediaCardGrid } from '#src/components/blocks/media-card-grid';
import { PageHero } from '#src/components/blocks/page-hero';
import { PageSection } from '#src/components/blocks/page-section';
import { StatsBand } from '#src/components/blocks/stats-band';
import { pages } from '#src/content/pages';
import { studio as content } from '#src/content/studio';
import { pageHead } from '#src/seo/head';
import { itemListLd, serviceCatalogLd } from '#src/seo/strategy-ld';

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
