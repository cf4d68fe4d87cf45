import { createFileRoute } from '@tanstack/react-router';
import { BackLink } from '#src/components/ui/back-link';
import { CtaBlock } from '#src/components/blocks/cta-block';
import { PageHero } from '#src/components/blocks/page-hero';
import { PageSection } from '#src/components/blocks/page-section';
import { ServiceBlocks } from '#src/components/blocks/service-blocks';
import { pages } from '#src/content/pages';
import { branding as content } from '#src/content/strategy';
import { pageHead } from '#src/seo/head';
import { serviceCatalogLd } from '#src/seo/strategy-ld';

const page = pages['/branding'];

export const Route = createFileRoute('/branding')({
  // Head data comes from the (code-split) loader, so the content it needs stays out of the entry bundle.
  loader: () => ({
    head: pageHead('/branding', { jsonLd: [serviceCatalogLd('/branding', 'Branding services', page.description, content.blocks)] }),
  }),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: BrandingPage,
});

function BrandingPage() {
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
      <CtaBlock cta={content.cta} />
    </>
  );
}
