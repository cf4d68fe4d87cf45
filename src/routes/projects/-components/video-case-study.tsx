import { FilmPlayer } from '#src/components/media/film-player';
import { CardGrid } from '#src/components/blocks/card-grid';
import { CtaBlock } from '#src/components/blocks/cta-block';
import { PageSection } from '#src/components/blocks/page-section';
import { Testimonials } from '#src/components/blocks/testimonials';
import type { VideoCaseStudy } from '#src/content/case-studies';
import type { PageMeta } from '#src/content/pages';
import { CaseStudyHero } from './case-study-hero';
import { SolutionBody } from './solution-body';
import { StillsGrid } from '#src/components/blocks/stills-grid';

export const eyebrowOf = (study: { facts: readonly { label: string; value: string }[] }) =>
  ['Client', 'Industry']
    .map((label) => study.facts.find((f) => f.label === label)?.value)
    .filter(Boolean)
    .join(' · ');

/**
 * A video case study: hero with the film playing under the title and the
 * client facts, the film's words over a strip of its frames (and the long
 * version's player when the film has one), challenge, solution, tools (when
 * given), impact, testimonial, takeaways (when given) and the call to action.
 */
export function VideoCaseStudyView({ study, page }: { study: VideoCaseStudy; page: PageMeta }) {
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
      {study.tools ? (
        <PageSection copy={study.tools} id="tools" tone="raised">
          <CardGrid cards={study.tools.cards} columns={4} phone="rail" label={study.tools.heading} />
        </PageSection>
      ) : null}
      <PageSection copy={study.impact} id="results" tone={study.tools ? 'plain' : 'raised'}>
        <CardGrid cards={study.impact.cards} columns={3} />
      </PageSection>
      <PageSection copy={study.testimonialCopy} id="testimonial">
        <Testimonials items={[study.testimonial]} variant="pull" />
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

/** The film's words over a strip of its frames; a film with a long version offers its player first. */
export function FilmSection({ study }: { study: Pick<VideoCaseStudy, 'videoCopy' | 'video' | 'frames'> }) {
  return (
    <PageSection copy={study.videoCopy} id="film">
      {study.video.long ? <FilmPlayer film={study.video} /> : null}
      {study.frames.length ? <StillsGrid stills={study.frames} spaced={study.video.long ? 'above' : undefined} /> : null}
    </PageSection>
  );
}
