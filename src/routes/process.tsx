import { createFileRoute } from '@tanstack/react-router';
import { CardGrid } from '#src/components/blocks/card-grid';
import { CtaBlock } from '#src/components/blocks/cta-block';
import { PageHero } from '#src/components/blocks/page-hero';
import { PageSection } from '#src/components/blocks/page-section';
import { StatsRow } from '#src/components/blocks/stats-row';
import { StepList } from '#src/components/blocks/step-list';
import { pages } from '#src/content/pages';
import { processPage as content } from '#src/content/studio';
import { pageHead } from '#src/seo/head';
import { howToLd } from '#src/seo/strategy-ld';

const page = pages['/process'];

export const Route = createFileRoute('/process')({
  // Head data comes from the (code-split) loader, so the content it needs stays out of the entry bundle.
  loader: () => ({ head: pageHead('/process', { jsonLd: [howToLd('/process', page.title, page.description, content.steps)] }) }),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: ProcessPage,
});

function ProcessPage() {
  return (
    <>
      <PageHero eyebrow={page.eyebrow} heading={page.heading} lead={page.lead} />
      <PageSection copy={content.stepsSection}>
        <StepList steps={content.steps} />
      </PageSection>
      <PageSection copy={content.timingSection} tone="raised">
        <StatsRow stats={content.timing} label={content.timingLabel} />
      </PageSection>
      <PageSection copy={content.promisesSection}>
        <CardGrid cards={content.promises} columns={3} />
      </PageSection>
      <CtaBlock cta={content.cta} />
    </>
  );
}
