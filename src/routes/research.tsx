import { createFileRoute } from '@tanstack/react-router';
import { BackLink } from '#src/components/ui/back-link';
import { ButtonLink } from '#src/components/ui/button';
import { CardGrid } from '#src/components/blocks/card-grid';
import { CtaBlock } from '#src/components/blocks/cta-block';
import { PageHero } from '#src/components/blocks/page-hero';
import { PageSection } from '#src/components/blocks/page-section';
import { pages } from '#src/content/pages';
import { research as content } from '#src/content/strategy';
import { pageHead } from '#src/seo/head';
import { serviceCatalogLd } from '#src/seo/strategy-ld';

const page = pages['/research'];

export const Route = createFileRoute('/research')({
  // Head data comes from the (code-split) loader, so the content it needs stays out of the entry bundle.
  loader: () => ({
    head: pageHead('/research', { jsonLd: [serviceCatalogLd('/research', 'Research services', page.description, content.types)] }),
  }),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: ResearchPage,
});

function ResearchPage() {
  return (
    <>
      <PageHero
        eyebrow={page.eyebrow}
        heading={page.heading}
        lead={page.lead}
        before={<BackLink to={content.back.to} label={content.back.label} />}
      />
      <PageSection copy={content.typesSection}>
        <CardGrid cards={content.types} columns={2} />
      </PageSection>
      <PageSection copy={content.benefitsSection} tone="raised">
        <CardGrid cards={content.benefits} columns={4} />
      </PageSection>
      <PageSection copy={content.caseStudy}>
        <ButtonLink to={content.caseStudy.link.to} $variant="secondary">
          {content.caseStudy.link.label}
        </ButtonLink>
      </PageSection>
      <CtaBlock cta={content.cta} />
    </>
  );
}
