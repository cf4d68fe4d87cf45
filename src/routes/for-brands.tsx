import { createFileRoute } from '@tanstack/react-router';
import { CardGrid } from '#src/components/blocks/card-grid';
import { CtaBlock } from '#src/components/blocks/cta-block';
import { ClientLogos } from '#src/components/blocks/client-logos';
import { PageHero } from '#src/components/blocks/page-hero';
import { PageSection } from '#src/components/blocks/page-section';
import { Testimonials } from '#src/components/blocks/testimonials';
import { forBrands as content } from '#src/content/for-brands';
import { pages } from '#src/content/pages';
import { testimonials } from '#src/content/testimonials';
import { pageHead } from '#src/seo/head';
import { serviceCatalogLd } from '#src/seo/strategy-ld';

const page = pages['/for-brands'];

export const Route = createFileRoute('/for-brands')({
  // Head data comes from the (code-split) loader, so the content it needs stays out of the entry bundle.
  loader: () => ({
    head: pageHead('/for-brands', {
      jsonLd: [
        serviceCatalogLd(
          '/for-brands',
          'AI video production for brands',
          page.description,
          content.benefits,
          content.industries.map((industry) => industry.title),
        ),
      ],
    }),
  }),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: ForBrandsPage,
});

function ForBrandsPage() {
  return (
    <>
      <PageHero eyebrow={page.eyebrow} heading={page.heading} lead={page.lead} />
      <PageSection copy={content.benefitsSection}>
        <CardGrid cards={content.benefits} columns={4} />
      </PageSection>
      <PageSection copy={content.testimonialsSection} tone="raised">
        <Testimonials items={testimonials[content.testimonials]} />
      </PageSection>
      <PageSection copy={content.logosSection} center>
        <ClientLogos />
      </PageSection>
      <PageSection copy={content.industriesSection} tone="raised">
        <CardGrid cards={content.industries} columns={4} />
      </PageSection>
      <CtaBlock cta={content.cta} />
    </>
  );
}
