import { createFileRoute } from '@tanstack/react-router';
import { CardGrid } from '#src/components/blocks/card-grid';
import { CtaBlock } from '#src/components/blocks/cta-block';
import { PageSection } from '#src/components/blocks/page-section';
import { StepList } from '#src/components/blocks/step-list';
import { Testimonials } from '#src/components/blocks/testimonials';
import { spiralCaseStudy as study } from '#src/content/case-studies';
import { pages } from '#src/content/pages';
import { projects } from '#src/content/projects';
import { CaseStudyHero } from './-components/case-study-hero';
import { caseStudyHead } from './-components/case-study-head';
import { SolutionBody } from './-components/solution-body';
import { StillsGrid } from '#src/components/blocks/stills-grid';
import { eyebrowOf, FilmSection } from './-components/video-case-study';

const page = pages['/projects/spiral-potato-truck'];

export const Route = createFileRoute('/projects/spiral-potato-truck')({
  // Head data comes from the (code-split) loader, so the case study content stays out of the entry bundle.
  loader: () => ({ head: caseStudyHead(study, projects[1], page.description) }),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: SpiralPotatoTruckPage,
});

/** The animation study: every section docs/product/pages.md lists, in its order. */
function SpiralPotatoTruckPage() {
  return (
    <>
      <CaseStudyHero
        badge={study.badge}
        eyebrow={eyebrowOf(study)}
        heading={page.heading}
        lead={page.lead}
        facts={study.facts}
        frame={study.video}
      />
      <FilmSection study={study} />
      <PageSection copy={study.challenge} id="challenge" tone="raised">
        <CardGrid cards={study.challenge.cards} columns={3} />
      </PageSection>
      <PageSection copy={study.solution} id="solution">
        <SolutionBody html={study.solution.html} steps={study.solution.steps} />
      </PageSection>
      <PageSection copy={study.story} id="story" tone="raised">
        <StepList steps={study.story.beats} />
      </PageSection>
      <PageSection copy={study.showcase} id="showcase">
        <StillsGrid stills={study.showcase.stills} />
      </PageSection>
      <PageSection copy={study.tools} id="tools" tone="raised">
        <CardGrid cards={study.tools.cards} columns={4} phone="rail" label={study.tools.heading} />
      </PageSection>
      <PageSection copy={study.impact} id="impact">
        <CardGrid cards={study.impact.cards} columns={3} />
      </PageSection>
      <PageSection copy={study.testimonialCopy} id="testimonial" tone="raised">
        <Testimonials items={[study.testimonial]} variant="pull" />
      </PageSection>
      <PageSection copy={study.takeaways} id="takeaways">
        <CardGrid cards={study.takeaways.cards} columns={3} />
      </PageSection>
      <CtaBlock cta={study.cta} />
    </>
  );
}
