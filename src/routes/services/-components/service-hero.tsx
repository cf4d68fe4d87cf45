import { Link } from '@tanstack/react-router';
import styled from 'styled-components';
import { ButtonAnchor, ButtonLink } from '#src/components/ui/button';
import { Container } from '#src/components/ui/container';
import { Eyebrow, Lead } from '#src/components/ui/section';
import type { Stat } from '#src/content/types';
import { ClipVideo } from '#src/components/media/clip-video';
import type { Clip } from '#src/content/media-library';
import type { ServicePath } from '#src/content/services';
import { showRange } from '#src/content/typography';
import { KeepHyphenated } from '#src/components/ui/keep-hyphenated';
import { theme } from '#src/styles/tokens';
import { oddLastSpans } from '#src/components/ui/balanced-rows';

type Props = {
  /** The page's path and its short name (the breadcrumb's last step). */
  path: ServicePath;
  crumb: string;
  eyebrow: string;
  heading: string;
  lead: string;
  /** The service's loop: plays muted while on screen (poster first, a pause control always there). */
  clip: Clip;
  /** The work the film shows, when it is one from the portfolio or the case studies (credited under it). */
  work?: string;
  highlights: readonly Stat[];
  /** In-page anchor of the lead form. */
  formAnchor: string;
  formLabel: string;
};

/**
 * A service page hero: a breadcrumb (Services › this service, the same trail
 * as the BreadcrumbList structured data), the page's single h1, lead, calls
 * to action, highlights and the service's own loop.
 */
export function ServiceHero({ path, crumb, eyebrow, heading, lead, clip, work, highlights, formAnchor, formLabel }: Props) {
  return (
    <Hero data-service-hero>
      <Glow aria-hidden="true" />
      <Grid>
        <div>
          <Crumbs aria-label="Breadcrumb">
            <ol>
              <li>
                <Link to="/services">Services</Link>
              </li>
              <li>
                <Link to="/services/$slug" params={{ slug: path.slice('/services/'.length) }} aria-current="page">
                  {crumb}
                </Link>
              </li>
            </ol>
          </Crumbs>
          <Eyebrow>{eyebrow}</Eyebrow>
          <h1>{heading}</h1>
          <Lead>{lead}</Lead>
          <Actions>
            <ButtonAnchor href={`#${formAnchor}`} $size="lg">
              {formLabel}
            </ButtonAnchor>
            <ButtonLink to="/schedule-consultation" $variant="secondary" $size="lg">
              Book a free consultation
            </ButtonLink>
          </Actions>
          <Highlights aria-label="At a glance">
            {highlights.map((item) => (
              <div key={item.label}>
                <dt>{showRange(item.label)}</dt>
                <dd>
                  <KeepHyphenated text={item.value} />
                </dd>
              </div>
            ))}
          </Highlights>
        </div>
        <Figure>
          <ClipVideo clip={clip} priority fill sizes="(min-width: 64rem) 40vw, 100vw" />
          {work ? <Credit>On screen: {work}</Credit> : null}
        </Figure>
      </Grid>
    </Hero>
  );
}

const Hero = styled.div`
  position: relative;
  overflow: hidden;
  padding: calc(${theme.layout.header} + clamp(2.5rem, 1.5rem + 4vw, 5.5rem)) 0 clamp(3rem, 2rem + 4vw, 6rem);
  border-bottom: 1px solid ${theme.color.border};
  h1 {
    max-width: 17ch;
    font-size: clamp(2.25rem, 1.6rem + 2.9vw, 4.25rem);
  }
`;

const Glow = styled.div`
  position: absolute;
  inset: -40% -10% auto auto;
  width: min(70vw, 900px);
  aspect-ratio: 1;
  background: radial-gradient(closest-side, ${theme.color.glow}, transparent 70%);
  pointer-events: none;
`;

const Grid = styled(Container)`
  position: relative;
  display: grid;
  gap: ${theme.space[7]};
  align-items: center;
  @media (min-width: ${theme.breakpoint.lg}) {
    grid-template-columns: minmax(0, 7fr) minmax(0, 5fr);
  }
`;

const Crumbs = styled.nav`
  margin-bottom: ${theme.space[5]};
  font-size: ${theme.text.sm};
  ol {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space[2]};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li + li::before {
    content: '/';
    margin-right: ${theme.space[2]};
    color: ${theme.color.textSubtle};
  }
  a {
    color: ${theme.color.textMuted};
    text-decoration: none;
    &:hover {
      color: ${theme.color.text};
    }
  }
  a[aria-current='page'] {
    color: ${theme.color.text};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[3]};
  margin-top: ${theme.space[6]};
`;

const Highlights = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
  gap: ${theme.space[5]};
  margin: ${theme.space[7]} 0 0;
  /* Two columns on a phone: an odd last highlight takes the whole row rather than sitting alone in half of it. */
  @media (max-width: 39.99em) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    ${oddLastSpans}
  }
  > div {
    display: flex;
    flex-direction: column-reverse;
    justify-content: flex-end;
    padding-top: ${theme.space[3]};
    border-top: 1px solid ${theme.color.borderStrong};
  }
  dt {
    font-size: ${theme.text.sm};
    color: ${theme.color.textMuted};
  }
  dd {
    margin: 0;
    font-family: ${theme.font.display};
    font-size: clamp(2.25rem, 1.6rem + 1.8vw, 3.5rem);
    line-height: 1;
    margin-bottom: ${theme.space[1]};
  }
`;

/** The work's credit, over the foot of the film on a scrim, clear of the pause control at the bottom left. */
const Credit = styled.figcaption`
  position: absolute;
  right: 0;
  bottom: 0;
  left: 0;
  padding: ${theme.space[6]} ${theme.space[4]} ${theme.space[3]} 4.25rem;
  background: linear-gradient(0deg, rgb(0 0 0 / 0.72), transparent);
  color: #fff;
  font-size: ${theme.text.xs};
  text-align: right;
  pointer-events: none;
`;

const Figure = styled.figure`
  position: relative;
  aspect-ratio: 4 / 3;
  margin: 0;
  overflow: hidden;
  border-radius: ${theme.radius.lg};
  border: 1px solid ${theme.color.border};
  box-shadow: ${theme.shadow.pop};
  background: ${theme.color.bgElevated};
`;
