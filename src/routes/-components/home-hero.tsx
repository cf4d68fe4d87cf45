import styled from 'styled-components';
import { home } from '../../content/home';
import { pages } from '../../content/pages';
import { ButtonAnchor, ButtonLink } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { Eyebrow, Lead } from '../../components/ui/section';
import { HeroBackground } from './hero-background';

/** Home hero: background video (facade first), the page's h1, two calls to action and proof points. */
export function HomeHero() {
  const page = pages['/'];
  const { hero } = home;
  return (
    <Hero id="hero" aria-labelledby="home-title" data-home-section="hero">
      <HeroBackground video={hero.video} />
      <Content>
        <Eyebrow>{hero.eyebrow}</Eyebrow>
        <h1 id="home-title">{page.heading}</h1>
        <Lead>{page.lead}</Lead>
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
        </Actions>
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
  );
}

const Hero = styled.section`
  position: relative;
  isolation: isolate;
  display: flex;
  align-items: flex-end;
  min-height: min(100svh, 980px);
  padding: calc(${({ theme }) => theme.layout.header} + clamp(3rem, 2rem + 6vw, 8rem)) 0 clamp(3rem, 2rem + 4vw, 6rem);
  overflow: hidden;
  h1 {
    max-width: 16ch;
  }
`;

const Content = styled(Container)`
  position: relative;
  z-index: 1;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[6]};
`;

const Proof = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[6]};
  margin: ${({ theme }) => theme.space[8]} 0 0;
  > div {
    display: flex;
    flex-direction: column-reverse;
  }
  dt {
    font-size: ${({ theme }) => theme.text.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    font-family: ${({ theme }) => theme.font.display};
    font-size: ${({ theme }) => theme.text.xl};
    font-weight: 600;
  }
`;
