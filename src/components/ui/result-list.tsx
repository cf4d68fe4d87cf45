import styled, { css } from 'styled-components';
import { theme } from '#src/styles/tokens';
import { oddLastSpans } from './balanced-rows';
import { Section } from './section';

/*
 * The parts every list page shares (the portfolio, /projects, /services, insights): the section and
 * its plain heading, a live count of what the filters show, then the cards as a list that becomes two
 * or three columns as the screen widens.
 */

/**
 * The section holding a list page's list. It follows the page's opener hero (`PageHero variant="opener"`) closely,
 * so the first cards are on the first screen: the work comes before more words about it.
 */
export const ListSection = styled(Section)`
  padding-top: ${theme.space[7]};
`;

/** The list's own heading: a line above the filters, not a second opener. */
export const ListHeading = styled.h2`
  font-size: ${theme.text.xl};
  margin-bottom: ${theme.space[5]};
`;

/** A sentence under the list's heading that says what the items are. */
export const ListIntro = styled.p`
  max-width: 60ch;
  margin: calc(-1 * ${theme.space[3]}) 0 ${theme.space[5]};
  color: ${theme.color.textMuted};
`;

/** "Showing N …": give it role="status" so a screen reader hears the new count after a filter. */
export const ResultCount = styled.p`
  margin: ${theme.space[5]} 0 ${theme.space[6]};
  font-size: ${theme.text.sm};
  color: ${theme.color.textSubtle};
`;

/**
 * The cards, one per <li>; each card fills its cell, so a row's cards end level. `$columns`: 3 (two
 * from the small breakpoint, three from `$threeFrom`, the large one by default; the portfolio's short
 * picture-led cards take three from the medium one) or 2 (two from the medium one, for wide cards). While the
 * list runs in two columns an odd last card takes the whole row.
 */
export const ResultList = styled.ul<{ $columns?: 2 | 3; $threeFrom?: 'md' | 'lg' }>`
  display: grid;
  gap: ${theme.space[5]};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ $columns = 3, $threeFrom = 'lg' }) =>
    $columns === 3
      ? css`
          @media (min-width: ${theme.breakpoint.sm}) and (max-width: ${theme.below[$threeFrom]}) {
            grid-template-columns: repeat(2, minmax(0, 1fr));
            ${oddLastSpans}
          }
          @media (min-width: ${theme.breakpoint[$threeFrom]}) {
            grid-template-columns: repeat(3, minmax(0, 1fr));
          }
        `
      : css`
          @media (min-width: ${theme.breakpoint.md}) {
            grid-template-columns: repeat(2, minmax(0, 1fr));
            ${oddLastSpans}
          }
        `}
  > li {
    display: flex;
  }
  > li > * {
    flex: 1;
  }
`;
