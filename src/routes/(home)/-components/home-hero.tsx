import styled from 'styled-components';
import { home } from '#src/content/home';
import { pages } from '#src/content/pages';
import { ButtonAnchor, ButtonLink } from '#src/components/ui/button';
import { Container } from '#src/components/ui/container';
import { HeroEyebrow } from '#src/components/blocks/page-hero';
import { Lead, gridColumns } from '#src/components/ui/section';
import { cssVariables, darkColors, theme } from '#src/styles/tokens';
import type { clipMachine } from '#machines/clip.machine';
import { useClip } from '#src/components/media/use-clip';
import { HeroBackground } from './hero-background';
import { ReelDialog, WatchReelButton } from './watch-reel';
import { KeepHyphenated } from '#src/components/ui/keep-hyphenated';
import { showRange } from '#src/content/typography';

/**
 * Home hero: the reel behind (its poster first), the page's h1, two calls to action, 'Watch the reel'
 * (the reel whole and larger, in a dialog) and proof points. The background and the dialog share the
 * reel's clip machine. `machine`: a stand-in for tests.
 */
export function HomeHero({ machine }: { machine?: typeof clipMachine } = {}) {
  const page = pages['/'];
  const { hero } = home;
  const reel = useClip({ machine });
  return (
    <>
      <Hero id="hero" aria-labelledby="home-title" data-home-section="hero">
        <HeroBackground video={hero.video} handle={reel} />
        <Content>
          <HeroEyebrow>{hero.eyebrow}</HeroEyebrow>
          <h1 id="home-title">
            <KeepHyphenated text={page.heading} />
          </h1>
          <Copy>
            <Lead>{showRange(page.lead)}</Lead>
            <Actions>
              <ButtonLink to={hero.primary.to} $size="lg">
                {hero.primary.label}
              </ButtonLink>
              <ButtonAnchor href={hero.secondary.href} $variant="secondary" $size="lg">
                {hero.secondary.label}
                <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                  <path d="M12 5v14M6 13l6 6 6-6" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" />
                </svg>
              </ButtonAnchor>
              <WatchReelButton handle={reel} />
            </Actions>
          </Copy>
          <Proof aria-label="Studio in numbers">
            {hero.proof.map((item) => (
              <div key={item.label}>
                <dt>{item.label}</dt>
                <dd>{item.value}</dd>
              </div>
            ))}
          </Proof>
        </Content>
      </Hero>
      {/* Outside the hero's stacking context, so the dialog covers the header too. */}
      <ReelDialog film={hero.video} handle={reel} />
    </>
  );
}

/**
 * The hero is a dark cinematic frame in both themes (the film behind it is
 * dark), so it carries the dark colour set whatever the page's theme.
 */
const Hero = styled.section`
  ${cssVariables(darkColors)}
  color-scheme: dark;
  position: relative;
  isolation: isolate;
  display: flex;
  align-items: flex-end;
  /* The foot keeps the chat launcher's lane free, so the figures and their captions never sit under it. */
  padding: calc(${theme.layout.header} + clamp(1rem, 0.5rem + 5vw, 8rem)) 0 max(clamp(2rem, 1rem + 3vw, 4.5rem), ${theme.layout.launcherLane});
  /* The reel fills the first screen on every device, phones included (the calls to action sit at its foot). */
  min-height: min(100svh, 1080px);
  overflow: hidden;
  background: ${theme.color.bg};
  color: ${theme.color.text};
  h1 {
    grid-column: 1 / -1;
    max-width: 13ch;
    margin-bottom: ${theme.space[6]};
    font-size: ${theme.text.display};
    line-height: 0.92;
    letter-spacing: -0.02em;
  }
  ${Lead} {
    color: ${theme.color.text};
    opacity: 0.86;
    max-width: 34rem;
    margin: 0;
  }
`;

const Content = styled(Container)`
  position: relative;
  z-index: 1;
  @media (min-width: ${theme.breakpoint.lg}) {
    ${gridColumns}
    align-items: end;
  }
`;

/* On phones the calls to action come straight after the headline, above the lead, so they stay in view. */
const Copy = styled.div`
  display: flex;
  flex-direction: column;
  @media (max-width: 39.99em) {
    > :last-child {
      order: -1;
      margin: 0 0 ${theme.space[5]};
    }
  }
  @media (min-width: ${theme.breakpoint.lg}) {
    grid-column: 1 / 7;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[3]};
  margin-top: ${theme.space[5]};
`;

/** Three figures on one baseline whatever the length of their captions. */
const Proof = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  align-items: start;
  gap: ${theme.space[4]};
  margin: ${theme.space[7]} 0 0;
  padding-top: ${theme.space[4]};
  border-top: 1px solid ${theme.color.borderStrong};
  > div {
    display: flex;
    flex-direction: column-reverse;
    justify-content: flex-end;
  }
  dt {
    font-size: ${theme.text.xs};
    line-height: 1.4;
    color: ${theme.color.textMuted};
  }
  dd {
    margin: 0 0 ${theme.space[1]};
    font-family: ${theme.font.display};
    font-size: clamp(2.25rem, 1.6rem + 2vw, 4rem);
    line-height: 1;
    font-variant-numeric: lining-nums;
  }
  @media (min-width: ${theme.breakpoint.lg}) {
    grid-column: 8 / 13;
    margin: 0;
  }
  /* On a short wide screen the hero runs past the first screen: the figures line up with the lead instead of the
     buttons, which keeps them above the chat launcher's lane. */
  @media (min-width: ${theme.breakpoint.lg}) and (max-height: 50em) {
    align-self: start;
  }
`;
