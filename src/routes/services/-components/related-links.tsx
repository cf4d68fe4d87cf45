import { Link } from '@tanstack/react-router';
import styled from 'styled-components';
import type { ServiceLink } from '#src/content/service-pages';
import { theme } from '#src/styles/tokens';
import { oddLastSpans } from '#src/components/ui/balanced-rows';

/** "Keep exploring": links to related pages, each with a one-line reason to click. */
export function RelatedLinks({ links }: { links: readonly ServiceLink[] }) {
  return (
    <Grid>
      {links.map((link) => (
        <Tile key={link.to}>
          <h3>
            <Link to={link.to}>{link.label}</Link>
          </h3>
          <p>{link.description}</p>
          <Arrow aria-hidden="true">→</Arrow>
        </Tile>
      ))}
    </Grid>
  );
}

const Grid = styled.div`
  display: grid;
  gap: ${theme.space[3]};
  @media (min-width: ${theme.breakpoint.sm}) {
    grid-template-columns: repeat(2, 1fr);
  }
  @media (min-width: ${theme.breakpoint.sm}) and (max-width: ${theme.below.lg}) {
    ${oddLastSpans}
  }
  @media (min-width: ${theme.breakpoint.lg}) {
    grid-template-columns: repeat(5, 1fr);
  }
`;

const Tile = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  padding: ${theme.space[5]};
  border-radius: ${theme.radius.md};
  border: 1px solid ${theme.color.border};
  background: ${theme.color.surface};
  transition: border-color ${theme.motion.base};
  &:hover,
  &:focus-within {
    border-color: ${theme.color.borderStrong};
  }
  h3 {
    font-size: ${theme.text.lg};
    margin-bottom: ${theme.space[2]};
  }
  h3 a {
    text-decoration: none;
    &::after {
      content: '';
      position: absolute;
      inset: 0;
    }
  }
  p {
    flex: 1;
    margin: 0 0 ${theme.space[3]};
    font-size: ${theme.text.sm};
    color: ${theme.color.textMuted};
  }
`;

const Arrow = styled.span`
  color: ${theme.color.accentText};
`;
