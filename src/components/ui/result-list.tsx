import styled from 'styled-components';
import { theme } from '#src/styles/tokens';

/*
 * The parts every filtered list shares (the portfolio, /projects, insights): a live count of what
 * the filters show, then the cards as a list that becomes two or three columns as the screen widens.
 */

/** "Showing N …": give it role="status" so a screen reader hears the new count after a filter. */
export const ResultCount = styled.p`
  margin: ${theme.space[5]} 0 ${theme.space[6]};
  font-size: ${theme.text.sm};
  color: ${theme.color.textSubtle};
`;

/**
 * The cards, one per <li>; each card fills its cell, so a row's cards end level. `$columns`: 3 (two
 * from the small breakpoint, three from the large one; the default) or 2 (two from the medium one,
 * for wide cards).
 */
export const ResultList = styled.ul<{ $columns?: 2 | 3 }>`
  display: grid;
  gap: ${theme.space[5]};
  margin: 0;
  padding: 0;
  list-style: none;
  @media (min-width: ${({ theme, $columns = 3 }) => ($columns === 3 ? theme.breakpoint.sm : theme.breakpoint.md)}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @media (min-width: ${theme.breakpoint.lg}) {
    grid-template-columns: repeat(${({ $columns = 3 }) => $columns}, minmax(0, 1fr));
  }
  > li {
    display: flex;
  }
  > li > * {
    flex: 1;
  }
`;
