import { createFileRoute } from '@tanstack/react-router';
import { CtaBlock } from '#src/components/blocks/cta-block';
import { LinkTileGrid } from '#src/components/blocks/link-tile-grid';
import { PageHero } from '#src/components/blocks/page-hero';
import { PageSection } from '#src/components/blocks/page-section';
import { StatsRow } from '#src/components/blocks/stats-row';
import { StepList } from '#src/components/blocks/step-list';
import { pages } from '#src/content/pages';
import { strategyHub as content } from '#src/content/strategy';
import { pageHead } from '#src/seo/head';
import { serviceCatalogLd } from '#src/seo/strategy-ld';

const page = pages['/strategy'];

export const Route = createFileRoute('/strategy/')({
  // Head data comes from the (code-split) loader, so the content it needs stays out of the entry bundle.
  loader: () => ({
    head: pageHead('/strategy', {
      jsonLd: [serviceCatalogLd('/strategy', 'Strategy', page.description, content.tiles)],
    }),
  }),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: StrategyPage,
});

function StrategyPage() {
  return (
    <>
      <PageHero eyebrow={page.eyebrow} heading={page.heading} lead={page.lead} />
      <PageSection copy={content.tilesSection}>
        <LinkTileGrid tiles={content.tiles} />
      </PageSection>
      <PageSection copy={content.processSection} tone="raised">
        <StepList steps={content.process} />
      </PageSection>
      <PageSection copy={content.proofSection}>
        <StatsRow stats={content.proof} label={content.proofSection.heading} />
      </PageSection>
      <CtaBlock cta={content.cta} />
    </>
  );
}
