import styled from 'styled-components';
import { ClipVideo } from '#src/components/media/clip-video';
import { StillPicture } from '#src/components/media/still-picture';
import { BackLink } from '#src/components/ui/back-link';
import { PageHero } from '#src/components/blocks/page-hero';
import type { CaseFact } from '#src/content/case-studies';
import type { Clip, Still } from '#src/content/media-library';
import { Container } from '#src/components/ui/container';
import { KeepHyphenated } from '#src/components/ui/keep-hyphenated';
import { theme } from '#src/styles/tokens';
import { oddLastSpans } from '#src/components/ui/balanced-rows';

/** What opens the page under the title: the study's film as a muted loop, or a still when it has none. */
export type HeroFrame = { readonly clip: Clip } | { readonly still: Still };

/**
 * The top of a case study: 'Back to Projects', the study's badge, the
 * page's h1 with its lead beside it, then the work itself, edge to edge and
 * above the fold (the film plays muted while on screen, with a pause control,
 * and stays a poster under reduced motion or Save-Data), then the client
 * facts as a description list.
 */
export function CaseStudyHero({
  badge,
  eyebrow,
  heading,
  lead,
  facts,
  frame,
}: {
  badge: string;
  eyebrow: string;
  heading: string;
  lead: string;
  facts: readonly CaseFact[];
  frame: HeroFrame;
}) {
  return (
    <>
      <PageHero
        variant="opener"
        eyebrow={eyebrow}
        heading={heading}
        lead={lead}
        before={
          <Top>
            <BackLink to="/projects" label="Back to Projects" />
            <Badge data-testid="case-badge">{badge}</Badge>
          </Top>
        }
      />
      <Stage data-case-frame="">
        {'clip' in frame ? (
          <ClipVideo clip={frame.clip} priority fill sizes="100vw" />
        ) : (
          <StillPicture still={frame.still} priority sizes="100vw" />
        )}
      </Stage>
      <FactsBand aria-label="Project facts">
        <Container>
          <Facts>
            {facts.map((fact) => (
              <div key={fact.label}>
                <dt>{fact.label}</dt>
                <dd>
                  <KeepHyphenated text={fact.value} />
                </dd>
              </div>
            ))}
          </Facts>
        </Container>
      </FactsBand>
    </>
  );
}

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[3]};
  margin-bottom: ${theme.space[6]};
  > a {
    margin-bottom: 0;
  }
`;

const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  min-height: 2.1rem;
  padding: 0.3rem 0.9rem;
  border-radius: ${theme.radius.pill};
  border: 1px solid color-mix(in srgb, ${theme.color.accent} 55%, transparent);
  background: color-mix(in srgb, ${theme.color.accent} 14%, transparent);
  color: ${theme.color.accentText};
  font-size: ${theme.text.xs};
  font-weight: 600;
`;

/**
 * Edge to edge: 16:9 on a phone, a wider cinema crop on larger screens, never taller than most of
 * the viewport. The work keeps its dark frame in both themes.
 */
const Stage = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  overflow: hidden;
  background: ${theme.color.bgElevated};
  @media (min-width: ${theme.breakpoint.md}) {
    aspect-ratio: auto;
    height: min(72vh, 48vw);
    min-height: 22rem;
  }
  > picture,
  > picture img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  /* The film's pause/play control lines up with the page's content column, not the screen's edge. */
  [data-clip-control] {
    left: max(${theme.layout.gutter}, calc((100% - ${theme.layout.max}) / 2 + ${theme.layout.gutter}));
    bottom: ${theme.space[5]};
  }
`;

const FactsBand = styled.section`
  padding-block: ${theme.space[6]};
  border-bottom: 1px solid ${theme.color.border};
  background: ${theme.color.bgElevated};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${theme.space[5]} ${theme.space[6]};
  margin: 0;
  /* Two columns on a phone: an odd last fact takes the whole row rather than sitting alone in half of it. */
  @media (max-width: ${theme.below.md}) {
    ${oddLastSpans}
  }
  @media (min-width: ${theme.breakpoint.md}) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  /* Rows stay balanced up to the one-row width: three, five or six facts run in threes (six in fours left a lonely two). */
  @media (min-width: ${theme.breakpoint.md}) and (max-width: 99.99em) {
    &:has(> div:nth-child(3):last-child),
    &:has(> div:nth-child(5):last-child),
    &:has(> div:nth-child(6):last-child) {
      grid-template-columns: repeat(3, minmax(0, 1fr));
    }
  }
  /* On very wide screens the facts run in one row, however many a study has. */
  @media (min-width: 100em) {
    grid-template-columns: none;
    grid-auto-flow: column;
    grid-auto-columns: minmax(0, 1fr);
  }
  dt {
    font-size: ${theme.text.xs};
    color: ${theme.color.textSubtle};
  }
  dd {
    margin: ${theme.space[1]} 0 0;
    font-weight: 600;
    color: ${theme.color.text};
  }
`;
