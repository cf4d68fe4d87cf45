import styled from 'styled-components';
import type { Card, ImpactCard } from '#src/content/types';
import { IconBadge } from '#src/components/ui/icon';
import { showRange } from '#src/content/typography';
import { theme } from '#src/styles/tokens';
import { oddLastSpans } from '#src/components/ui/balanced-rows';

type Props = {
  cards: readonly (Card | ImpactCard)[];
  /** Heading level of each card title, to keep the page outline logical. */
  headingLevel?: 'h3' | 'h4';
  columns?: 2 | 3 | 4;
} &
  /**
   * On phones: `stack` (one card under the other, the default) or `rail`, a row the visitor swipes
   * through, the next card peeking in, so a long list of short cards does not make the page thousands
   * of pixels taller. A rail scrolls, so it takes keyboard focus (the arrow keys scroll it) and must
   * say what it holds: `label` is required with it.
   */
  ({ phone?: 'stack'; label?: never } | { phone: 'rail'; label: string });

/** Icon + title + description cards (impact cards add a metric). */
export function CardGrid({ cards, headingLevel = 'h3', columns = 3, phone = 'stack', label }: Props) {
  const Heading = headingLevel;
  const rail = phone === 'rail';
  return (
    // A rail scrolls, so it must be reachable by keyboard (tabIndex) and say what it holds (aria-label).
    <Grid $columns={columns} $rail={rail} aria-label={rail ? label : undefined} tabIndex={rail ? 0 : undefined}>
      {cards.map((card) => (
        <Item key={card.title}>
          <IconBadge name={card.icon} />
          {'metric' in card ? <Metric>{card.metric}</Metric> : null}
          <Heading>{showRange(card.title)}</Heading>
          <p>{showRange(card.description)}</p>
        </Item>
      ))}
    </Grid>
  );
}

export const Grid = styled.ul<{ $columns: number; $rail?: boolean }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space[4]};
  grid-template-columns: 1fr;
  ${({ $rail, theme }) =>
    $rail
      ? `
  @media (max-width: 39.99em) {
    grid-template-columns: none;
    grid-auto-flow: column;
    grid-auto-columns: 82%;
    overflow-x: auto;
    overscroll-behavior-x: contain;
    scroll-snap-type: x mandatory;
    scroll-padding-inline: ${theme.layout.gutter};
    /* Edge to edge: the row runs under the page's side margins, the first card lines up with the text. */
    margin-inline: calc(-1 * ${theme.layout.gutter});
    padding: 2px ${theme.layout.gutter} ${theme.space[3]};
    scrollbar-width: thin;
    > li {
      scroll-snap-align: start;
    }
    &:focus-visible {
      outline-offset: -2px;
    }
  }`
      : ''}
  @media (min-width: ${theme.breakpoint.sm}) {
    grid-template-columns: repeat(2, 1fr);
  }
  @media (min-width: ${theme.breakpoint.sm}) and (max-width: ${theme.below.lg}) {
    ${oddLastSpans}
  }
  @media (min-width: ${theme.breakpoint.lg}) {
    grid-template-columns: repeat(${({ $columns }) => $columns}, 1fr);
  }
`;

export const Item = styled.li`
  position: relative;
  padding: ${theme.space[6]};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  transition: border-color ${theme.motion.base}, transform ${theme.motion.base} ${theme.motion.ease};
  &:hover {
    border-color: ${theme.color.borderStrong};
  }
  h3,
  h4 {
    font-size: ${theme.text.xl};
    margin: ${theme.space[5]} 0 ${theme.space[2]};
  }
  p {
    margin: 0;
    color: ${theme.color.textMuted};
  }
`;

const Metric = styled.p`
  && {
    margin-top: ${theme.space[5]};
    font-family: ${theme.font.display};
    font-size: ${theme.text.h3};
    font-weight: 600;
    color: ${theme.color.warm};
  }
`;
