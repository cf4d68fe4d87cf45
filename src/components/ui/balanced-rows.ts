import { css } from 'styled-components';

/**
 * No grid ends on a lone item: mixed into a grid while it runs in two columns (inside a media query bounded
 * to that range), an odd last item takes the whole last row instead of sitting alone in half of it. A grid
 * of like items (cards, quotes, steps, links) reads as a set; one left over reads as a mistake.
 */
export const oddLastSpans = css`
  > :last-child:nth-child(odd) {
    grid-column: 1 / -1;
  }
`;
