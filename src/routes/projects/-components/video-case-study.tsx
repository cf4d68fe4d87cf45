import { FilmPlayer } from '../../../components/media/film-player';
import { CardGrid } from '../../../components/ui/card-grid';
import { CtaBlock } from '../../../components/ui/cta-block';
import { PageSection } from '../../../components/ui/page-section';
import { Testimonials } from '../../../components/ui/testimonials';
import type { VideoCaseStudy } from '../../../content/case-studies';
import type { PageMeta } from '../../../content/pages';
import { CaseStudyHero } from './case-study-hero';
import { SolutionBody } from './solution-body';

export const eyebrowOf = (study: { facts: readonly { label: string; value: string }[] }) =>
  ['Client', 'Industry']
    .map((label) => study.facts.find((f) => f.label === label)?.value)
    .filter(Boolean)
    .join(' · ');

/**
 * A video case study: hero with client facts, the film, challenge, solution,
 * tools (when given), impact, testimonial, takeaways (when given) and the
 * call to action.
 */
export function VideoCaseStudyView({ study, page }: { study: VideoCaseStudy; page: PageMeta }) {
  return (
    <>
      <CaseStudyHero badge={study.badge} eyebrow={eyebrowOf(study)} heading={page.heading} lead={page.lead} facts={study.facts} />
      <PageSection copy={study.videoCopy} id="film">
        <FilmPlayer film={study.video} />
      </PageSection>
      <PageSection copy={study.challenge} id="challenge" tone="raised">
        <CardGrid cards={study.challenge.cards} columns={3} />
      </PageSection>
      <PageSection copy={study.solution} id="solution">
        <SolutionBody html={study.solution.html} steps={study.solution.steps} />
      </PageSection>
      {study.tools ? (
        <PageSection copy={study.tools} id="tools" tone="raised">
          <CardGrid cards={study.tools.cards} columns={4} />
        </PageSection>
      ) : null}
      <PageSection copy={study.impact} id="results" tone={study.tools ? 'plain' : 'raised'}>
        <CardGrid cards={study.impact.cards} columns={3} />
      </PageSection>
      <PageSection copy={study.testimonialCopy} id="testimonial">
        <Testimonials items={[study.testimonial]} />
      </PageSection>
      {study.takeaways ? (
        <PageSection copy={study.takeaways} id="takeaways" tone="raised">
          <CardGrid cards={study.takeaways.cards} columns={3} />
        </PageSection>
      ) : null}
      <CtaBlock cta={study.cta} />
    </>
  );
}
