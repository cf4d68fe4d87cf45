import { CardGrid } from '#src/components/blocks/card-grid';
import { CtaBlock } from '#src/components/blocks/cta-block';
import { PageSection } from '#src/components/blocks/page-section';
import { StepList } from '#src/components/blocks/step-list';
import { StillsGrid } from '#src/components/blocks/stills-grid';
import { Testimonials } from '#src/components/blocks/testimonials';
import type { ResearchCaseStudy } from '#src/content/case-studies';
import type { PageMeta } from '#src/content/pages';
import { CaseStudyHero } from './case-study-hero';
import { eyebrowOf } from './video-case-study';

/**
 * The brand research study (no film): a hero frame under the title, then research approach, challenge, strategic
 * approach, deliverables, positioning, tools, impact, testimonial, takeaways and the call to action; each section rises
 * into place as it scrolls into view.
 */
export function ResearchCaseStudyView({ study, page }: { study: ResearchCaseStudy; page: PageMeta }) {
  const sections = [
    <PageSection key="research" copy={study.researchApproach} id="research-approach">
      <StillsGrid stills={study.researchApproach.images} columns={2} />
    </PageSection>,
    <PageSection key="challenge" copy={study.challenge} id="challenge" tone="raised">
      <CardGrid cards={study.challenge.cards} columns={4} />
    </PageSection>,
    <PageSection key="approach" copy={study.strategicApproach} id="strategic-approach">
      <StillsGrid stills={study.strategicApproach.images} columns={2} spaced="below" />
      <CardGrid cards={study.strategicApproach.cards} columns={4} phone="rail" label={study.strategicApproach.heading} />
    </PageSection>,
    <PageSection key="deliverables" copy={study.deliverables} id="deliverables" tone="raised">
      <StepList steps={study.deliverables.items} />
    </PageSection>,
    <PageSection key="positioning" copy={study.positioning} id="positioning">
      <CardGrid cards={study.positioning.cards} columns={3} phone="rail" label={study.positioning.heading} />
    </PageSection>,
    <PageSection key="tools" copy={study.tools} id="tools" tone="raised">
      <CardGrid cards={study.tools.cards} columns={3} phone="rail" label={study.tools.heading} />
    </PageSection>,
    <PageSection key="impact" copy={study.impact} id="impact">
      <CardGrid cards={study.impact.cards} columns={2} />
    </PageSection>,
    <PageSection key="testimonial" copy={study.testimonialCopy} id="testimonial" tone="raised">
      <Testimonials items={[study.testimonial]} variant="pull" />
    </PageSection>,
    <PageSection key="takeaways" copy={study.takeaways} id="takeaways">
      <CardGrid cards={study.takeaways.cards} columns={3} />
    </PageSection>,
    <CtaBlock key="cta" cta={study.cta} />,
  ];
  return (
    <>
      <CaseStudyHero
        badge={study.badge}
        eyebrow={eyebrowOf(study)}
        heading={page.heading}
        lead={page.lead}
        facts={study.facts}
        frame={{ still: study.heroFrame }}
      />
      {sections}
    </>
  );
}
