import { createFileRoute } from '@tanstack/react-router';
import { BackLink } from '#src/components/ui/back-link';
import { CardGrid } from '#src/components/blocks/card-grid';
import { CtaBlock } from '#src/components/blocks/cta-block';
import { PageHero } from '#src/components/blocks/page-hero';
import { PageSection } from '#src/components/blocks/page-section';
import { StatsRow } from '#src/components/blocks/stats-row';
import { pages } from '#src/content/pages';
import { creative as content } from '#src/content/strategy';
import { pageHead } from '#src/seo/head';
import { serviceCatalogLd } from '#src/seo/strategy-ld';

const page = pages['/creative'];

export const Route = createFileRoute('/creative')({
  // Head data comes from the (code-split) loader, so the content it needs stays out of the entry bundle.
  loader: () => ({
    head: pageHead('/creative', { jsonLd: [serviceCatalogLd('/creative', 'Creative services', page.description, content.services)] }),
  }),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: CreativePage,
});

function CreativePage() {
  return (
    <>
      <PageHero
        eyebrow={page.eyebrow}
        heading={page.heading}
        lead={page.lead}
        before={<BackLink to={content.back.to} label={content.back.label} />}
      />
      <PageSection copy={content.servicesSection}>
        <CardGrid cards={content.services} columns={2} />
      </PageSection>
      <PageSection copy={content.numbersSection} tone="raised">
        <StatsRow stats={content.numbers} label={content.numbersSection.heading} />
      </PageSection>
      <CtaBlock cta={content.cta} />
    </>
  );
}
