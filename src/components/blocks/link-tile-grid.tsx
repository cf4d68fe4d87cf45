import { Link } from '@tanstack/react-router';
import styled from 'styled-components';
import type { LinkTile } from '#src/content/section-types';
import { IconBadge } from '#src/components/ui/icon';
import { theme } from '#src/styles/tokens';

/** Cards that each lead to another page; the whole tile is the link's hit area. */
export function LinkTileGrid({ tiles }: { tiles: readonly LinkTile[] }) {
  return (
    <Grid>
      {tiles.map((tile) => (
        <Tile key={tile.to}>
          <IconBadge name={tile.icon} />
          <h3>{tile.title}</h3>
          <p>{tile.description}</p>
          <TileLink to={tile.to}>
            {tile.linkLabel}
            <span className="visually-hidden">: {tile.title}</span>
            <Arrow aria-hidden="true">→</Arrow>
          </TileLink>
        </Tile>
      ))}
    </Grid>
  );
}

const Grid = styled.ul`
  display: grid;
  gap: ${theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  @media (min-width: ${theme.breakpoint.sm}) {
    grid-template-columns: repeat(2, 1fr);
  }
  @media (min-width: ${theme.breakpoint.lg}) {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const Arrow = styled.span`
  display: inline-block;
  transition: transform ${theme.motion.base} ${theme.motion.ease};
`;

const Tile = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  padding: ${theme.space[6]};
  border-radius: ${theme.radius.lg};
  border: 1px solid ${theme.color.border};
  background:
    radial-gradient(120% 90% at 100% 0%, ${theme.color.wash}, transparent 55%),
    ${theme.color.surface};
  transition: border-color ${theme.motion.base}, transform ${theme.motion.base} ${theme.motion.ease};
  h3 {
    font-size: ${theme.text.xl};
    margin: ${theme.space[5]} 0 ${theme.space[2]};
  }
  p {
    flex: 1;
    color: ${theme.color.textMuted};
  }
  &:hover,
  &:focus-within {
    border-color: ${theme.color.borderStrong};
    transform: translateY(-2px);
  }
  &:hover ${Arrow}, &:focus-within ${Arrow} {
    transform: translateX(4px);
  }
  @media (prefers-reduced-motion: reduce) {
    &:hover,
    &:focus-within {
      transform: none;
    }
  }
`;

const TileLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  margin-top: ${theme.space[2]};
  font-weight: 600;
  color: ${theme.color.accentText};
  text-decoration: none;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
`;
