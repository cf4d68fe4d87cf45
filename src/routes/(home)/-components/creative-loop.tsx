import styled from 'styled-components';
import { home } from '#src/content/home';
import { HomeSection } from './home-section';
import { theme } from '#src/styles/tokens';

/**
 * The creative loop: four steps drawn as a cycle (an ordered list; the last
 * step leads back to the first). The ring never moves on its own (WCAG
 * 2.2.2): it turns only while the visitor's pointer is over the loop or
 * focus is inside it, and stands still under prefers-reduced-motion.
 */
export function CreativeLoop() {
  const copy = home.creativeLoop;
  return (
    <HomeSection id="creative-loop" eyebrow={copy.eyebrow} heading={copy.heading} lead={copy.lead}>
      <Loop>
        <Ring aria-hidden="true" data-loop-ring>
          <svg viewBox="0 0 200 200" width="200" height="200" focusable="false">
            <defs>
              <linearGradient id="loop-stroke" x1="0" y1="0" x2="1" y2="1">
                <stop offset="0" stopColor="currentColor" stopOpacity="0.9" />
                <stop offset="1" stopColor="currentColor" stopOpacity="0.15" />
              </linearGradient>
            </defs>
            <circle cx="100" cy="100" r="84" fill="none" stroke="url(#loop-stroke)" strokeWidth="2" strokeDasharray="6 8" />
            <path d="M176 92l8 10 8-10" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
          <span>Repeat until it is right</span>
        </Ring>
        <Steps>
          {copy.steps.map((step, i) => (
            <li key={step.title}>
              <Index aria-hidden="true">{String(i + 1).padStart(2, '0')}</Index>
              <h3>{step.title}</h3>
              <p>{step.description}</p>
            </li>
          ))}
        </Steps>
      </Loop>
    </HomeSection>
  );
}

const Loop = styled.div`
  display: grid;
  gap: ${theme.space[7]};
  align-items: center;
  @media (min-width: ${theme.breakpoint.lg}) {
    grid-template-columns: 18rem 1fr;
  }
`;

const Ring = styled.div`
  position: relative;
  display: grid;
  place-items: center;
  width: min(18rem, 70vw);
  aspect-ratio: 1;
  margin-inline: auto;
  color: ${theme.color.accentText};
  svg {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    animation: loop-spin 40s linear infinite paused;
  }
  span {
    max-width: 9rem;
    text-align: center;
    font-family: ${theme.font.display};
    font-size: ${theme.text.lg};
    font-weight: 600;
    color: ${theme.color.text};
  }
  ${Loop}:hover & svg,
  ${Loop}:focus-within & svg {
    animation-play-state: running;
  }
  @keyframes loop-spin {
    to {
      transform: rotate(360deg);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    svg {
      animation: none;
    }
  }
`;

const Steps = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space[4]};
  @media (min-width: ${theme.breakpoint.sm}) {
    grid-template-columns: repeat(2, 1fr);
  }
  li {
    position: relative;
    padding: ${theme.space[6]};
    border-radius: ${theme.radius.lg};
    border: 1px solid ${theme.color.border};
    background: ${theme.color.surface};
  }
  li:last-child::after {
    content: '↺';
    position: absolute;
    top: ${theme.space[5]};
    right: ${theme.space[5]};
    color: ${theme.color.warm};
    font-size: ${theme.text.xl};
  }
  h3 {
    margin-bottom: ${theme.space[2]};
  }
  p {
    margin: 0;
    color: ${theme.color.textMuted};
  }
`;

const Index = styled.span`
  display: block;
  margin-bottom: ${theme.space[4]};
  font-family: ${theme.font.display};
  font-size: ${theme.text.sm};
  letter-spacing: 0.12em;
  color: ${theme.color.accentText};
`;
