import { createFileRoute } from '@tanstack/react-router';
import { BackLink } from '#src/components/ui/back-link';
import { CardGrid } from '#src/components/blocks/card-grid';
import { CtaBlock } from '#src/components/blocks/cta-block';
import { PageHero } from '#src/components/blocks/page-hero';
import { PageSection } from '#src/components/blocks/page-section';
import { StepList } from '#src/components/blocks/step-list';
import { pages } from '#src/content/pages';
import { strategyDetails as content } from '#src/content/strategy';
import { pageHead } from '#src/seo/head';
import { howToLd, serviceCatalogLd } from '#src/seo/strategy-ld';

const page = pages['/strategy/details'];

export const Route = createFileRoute('/strategy/details')({
  // Head data comes from the (code-split) loader, so the content it needs stays out of the entry bundle.
  loader: () => ({
    head: pageHead('/strategy/details', {
      jsonLd: [
        serviceCatalogLd('/strategy/details', 'Strategy areas', page.description, content.areas),
        howToLd('/strategy/details', content.processSection.heading, page.description, content.process),
      ],
    }),
  }),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: StrategyDetailsPage,
});

function StrategyDetailsPage() {
  return (
    <>
      <PageHero
        eyebrow={page.eyebrow}
        heading={page.heading}
        lead={page.lead}
        before={<BackLink to={content.back.to} label={content.back.label} />}
      />
      <PageSection copy={content.areasSection}>
        <CardGrid cards={content.areas} columns={2} />
      </PageSection>
      <PageSection copy={content.benefitsSection} tone="raised">
        <CardGrid cards={content.benefits} columns={4} />
      </PageSection>
      <PageSection copy={content.processSection}>
        <StepList steps={content.process} />
      </PageSection>
      <CtaBlock cta={content.cta} />
    </>
  );
}
