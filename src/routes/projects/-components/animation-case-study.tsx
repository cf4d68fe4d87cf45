import { CardGrid } from '#src/components/blocks/card-grid';
import { CtaBlock } from '#src/components/blocks/cta-block';
import { PageSection } from '#src/components/blocks/page-section';
import { StepList } from '#src/components/blocks/step-list';
import { StillsGrid } from '#src/components/blocks/stills-grid';
import { Testimonials } from '#src/components/blocks/testimonials';
import type { AnimationCaseStudy } from '#src/content/case-studies';
import type { PageMeta } from '#src/content/pages';
import { CaseStudyHero } from './case-study-hero';
import { SolutionBody } from './solution-body';
import { eyebrowOf, FilmSection } from './video-case-study';

/**
 * An animation case study: the film under the title, then challenge, solution, the story in beats, a showcase of the
 * film's stills, tools, impact, testimonial, takeaways and the call to action.
 */
export function AnimationCaseStudyView({ study, page }: { study: AnimationCaseStudy; page: PageMeta }) {
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
