import styled from 'styled-components';
import type { formMachine } from '#machines/form.machine';
import { ButtonLink } from '#src/components/ui/button';
import { CardGrid } from '#src/components/blocks/card-grid';
import { StillsGrid } from '#src/components/blocks/stills-grid';
import { StepList } from '#src/components/blocks/step-list';
import { Testimonials } from '#src/components/blocks/testimonials';
import { pages } from '#src/content/pages';
import { serviceBlockLabels as labels, serviceExplore, servicePages, type ServicePage } from '#src/content/service-pages';
import { serviceBySlug, type ServiceSlug } from '#src/content/services';
import { testimonials } from '#src/content/testimonials';
import { pageHead } from '#src/seo/head';
import { DetailSections } from './detail-sections';
import { LeadFormBlock } from './lead-form-block';
import { RelatedLinks } from './related-links';
import { ServiceHero } from './service-hero';
import { serviceLd } from './service-json-ld';
import { ServiceSection as Block } from './service-section';
import { theme } from '#src/styles/tokens';

const formAnchor = 'get-a-proposal';

/** Head of a service page: the pages-table entry plus Service structured data. */
export function serviceHead(slug: ServiceSlug) {
  const service = serviceBySlug(slug);
  const page: ServicePage = servicePages[slug];
  const reviews = page.reviews ? testimonials[page.reviews.set] : [];
  return pageHead(service.path, { jsonLd: [serviceLd(service, page, pages[service.path].description, reviews)] });
}

/**
 * One service page, in order: hero, a gallery of the work where the page has one (AI image design), offer list, detail sections with
 * bullets, audiences (where docs/product/pages.md names them), the 3-step process (AI image
 * design), benefits, reviews (where shown), the lead form block and links
 * to related pages.
 */
export function ServicePageView({ slug, leadMachine }: { slug: ServiceSlug; leadMachine?: typeof formMachine }) {
  const service = serviceBySlug(slug);
  const page: ServicePage = servicePages[slug];
  const meta = pages[service.path];
  return (
    <>
      <ServiceHero
        path={service.path}
        crumb={meta.crumb}
        eyebrow={meta.eyebrow}
        heading={meta.heading}
        lead={meta.lead}
        clip={service.clip}
        work={service.work}
        highlights={page.highlights}
        formAnchor={formAnchor}
        formLabel={page.leadForm.buttonText}
      />

      {page.gallery ? (
        <Block id="gallery" eyebrow={labels.gallery} heading={page.gallery.heading} lead={page.gallery.lead}>
          <StillsGrid stills={page.gallery.stills} />
        </Block>
      ) : null}

      <Block id="offer" eyebrow={labels.offer} heading={page.offer.heading} lead={page.offer.lead}>
        <CardGrid cards={page.offer.items} columns={3} phone="rail" label={labels.offer} />
      </Block>

      <Block id="details" eyebrow={labels.details} heading={page.details.heading} lead={page.details.lead} tone="raised">
        <DetailSections sections={page.details.sections} />
      </Block>

      {page.audiences ? (
        <Block id="audiences" eyebrow={labels.audiences} heading={page.audiences.heading} lead={page.audiences.lead}>
          <CardGrid cards={page.audiences.items} columns={4} phone="rail" label={labels.audiences} />
        </Block>
      ) : null}

      {page.process ? (
        <Block id="process" eyebrow={labels.process} heading={page.process.heading} lead={page.process.lead}>
          <StepList steps={page.process.steps} />
        </Block>
      ) : null}

      <Block
        id="benefits"
        eyebrow={labels.benefits}
        heading={page.benefits.heading}
        tone={page.audiences || page.process ? 'raised' : 'plain'}
      >
        <CardGrid cards={page.benefits.items} columns={4} phone="rail" label={labels.benefits} />
      </Block>

      {page.reviews ? (
        <Block id="reviews" eyebrow={labels.reviews} heading={page.reviews.heading}>
          <Testimonials items={testimonials[page.reviews.set]} />
        </Block>
      ) : null}

      <LeadFormBlock
        id={formAnchor}
        title={page.leadForm.title}
        subtitle={page.leadForm.subtitle}
        buttonText={page.leadForm.buttonText}
        messageLabel={page.leadForm.messageLabel}
        image={page.leadForm.image}
        service={slug}
        serviceTitle={service.title}
        page={service.path}
        machine={leadMachine}
      />

      <Block id="explore" eyebrow={labels.explore} heading={serviceExplore.heading} tone="raised">
        <RelatedLinks links={page.links} />
        <More>
          <ButtonLink to="/contact" $variant="secondary">
            {serviceExplore.button}
          </ButtonLink>
        </More>
      </Block>
    </>
  );
}

const More = styled.div`
  margin-top: ${theme.space[6]};
`;
