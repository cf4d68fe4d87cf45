import { createFileRoute } from '@tanstack/react-router';
import { CardGrid } from '#src/components/blocks/card-grid';
import { CtaBlock } from '#src/components/blocks/cta-block';
import { LabToolGrid } from '#src/components/blocks/lab-tool-grid';
import { PageHero } from '#src/components/blocks/page-hero';
import { PageSection } from '#src/components/blocks/page-section';
import { lab as content } from '#src/content/lab';
import { pages } from '#src/content/pages';
import { pageHead } from '#src/seo/head';
import { itemListLd } from '#src/seo/strategy-ld';

const page = pages['/imagination-engine'];

export const Route = createFileRoute('/imagination-engine')({
  // Head data comes from the (code-split) loader, so the content it needs stays out of the entry bundle.
  loader: () => ({
    head: pageHead('/imagination-engine', { jsonLd: [itemListLd('/imagination-engine', 'R&D lab tools', content.tools)] }),
  }),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: ImaginationEnginePage,
});

function ImaginationEnginePage() {
  return (
    <>
      <PageHero eyebrow={page.eyebrow} heading={page.heading} lead={page.lead} />
      <PageSection copy={content.areasSection}>
        <CardGrid cards={content.areas} columns={3} />
      </PageSection>
      <PageSection copy={content.toolsSection} tone="raised">
        <LabToolGrid tools={content.tools} />
      </PageSection>
      <CtaBlock cta={content.cta} />
    </>
  );
}
