import { createFileRoute } from '@tanstack/react-router';
import { BackLink } from '#src/components/ui/back-link';
import { CardGrid } from '#src/components/blocks/card-grid';
import { CheckList } from '#src/components/ui/check-list';
import { CtaBlock } from '#src/components/blocks/cta-block';
import { PageHero } from '#src/components/blocks/page-hero';
import { PageSection } from '#src/components/blocks/page-section';
import { StatsRow } from '#src/components/blocks/stats-row';
import { Testimonials } from '#src/components/blocks/testimonials';
import { pages } from '#src/content/pages';
import { socialMedia as content } from '#src/content/social-media';
import { testimonials } from '#src/content/testimonials';
import { pageHead } from '#src/seo/head';
import { howToLd, serviceCatalogLd } from '#src/seo/strategy-ld';
import { PlatformStrip } from './-components/platform-strip';
import { ProcessCarousel } from './-components/process-carousel';

const page = pages['/strategy/social-media'];

export const Route = createFileRoute('/strategy/social-media')({
  // Head data comes from the (code-split) loader, so the content it needs stays out of the entry bundle.
  loader: () => ({
    head: pageHead('/strategy/social-media', {
      jsonLd: [
        serviceCatalogLd('/strategy/social-media', 'Social media video ads', page.description, content.features),
        howToLd('/strategy/social-media', content.processSection.heading, page.description, content.process),
      ],
    }),
  }),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: SocialMediaPage,
});

function SocialMediaPage() {
  return (
    <>
      <PageHero
        eyebrow={page.eyebrow}
        heading={page.heading}
        lead={page.lead}
        before={<BackLink to={content.back.to} label={content.back.label} />}
      />
      <PlatformStrip label={content.platformsLabel} platforms={content.platforms} durationS={content.platformsDurationS} />
      <PageSection copy={content.painSection}>
        <CardGrid cards={content.painPoints} columns={2} />
      </PageSection>
      <PageSection copy={content.featuresSection} tone="raised">
        <CardGrid cards={content.features} columns={3} />
      </PageSection>
      <PageSection copy={content.servicesSection}>
        <CheckList items={content.services} columns={2} label={content.servicesSection.heading} boxed />
      </PageSection>
      <PageSection copy={content.processSection} tone="raised" id="consultation-process">
        <ProcessCarousel steps={content.process} label={content.processLabel} />
      </PageSection>
      <PageSection copy={content.whySection}>
        <StatsRow stats={content.whyStats} label={content.whySection.heading} />
      </PageSection>
      <PageSection copy={content.testimonialsSection} tone="raised">
        <Testimonials items={testimonials[content.testimonials]} />
      </PageSection>
      <CtaBlock cta={content.cta} />
    </>
  );
}
