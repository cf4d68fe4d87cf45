import styled from 'styled-components';
import type { Card, ImpactCard } from '../../content/types';
import { Icon } from './icon';
import { showRange } from '../../content/typography';

type Props = {
  cards: readonly (Card | ImpactCard)[];
  /** Heading level of each card title, to keep the page outline logical. */
  headingLevel?: 'h3' | 'h4';
  columns?: 2 | 3 | 4;
};

/** Icon + title + description cards (impact cards add a metric). */
export function CardGrid({ cards, headingLevel = 'h3', columns = 3 }: Props) {
  const Heading = headingLevel;
  return (
    <Grid $columns={columns}>
      {cards.map((card) => (
        <Item key={card.title}>
          <IconWrap>
            <Icon name={card.icon} />
          </IconWrap>
          {'metric' in card ? <Metric>{card.metric}</Metric> : null}
          <Heading>{showRange(card.title)}</Heading>
          <p>{showRange(card.description)}</p>
        </Item>
      ))}
    </Grid>
  );
}

export const Grid = styled.ul<{ $columns: number }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: 1fr;
  @media (min-width: ${({ theme }) => theme.breakpoint.sm}) {
    grid-template-columns: repeat(2, 1fr);
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}) {
    grid-template-columns: repeat(${({ $columns }) => $columns}, 1fr);
  }
`;

export const Item = styled.li`
  position: relative;
  padding: ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  transition: border-color ${({ theme }) => theme.motion.base}, transform ${({ theme }) => theme.motion.base} ${({ theme }) => theme.motion.ease};
  &:hover {
    border-color: ${({ theme }) => theme.color.borderStrong};
  }
  h3,
  h4 {
    font-size: ${({ theme }) => theme.text.xl};
    margin: ${({ theme }) => theme.space[5]} 0 ${({ theme }) => theme.space[2]};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const IconWrap = styled.span`
  display: inline-grid;
  place-items: center;
  width: 3rem;
  height: 3rem;
  border-radius: ${({ theme }) => theme.radius.md};
  background: color-mix(in srgb, ${({ theme }) => theme.color.accent} 14%, transparent);
  color: ${({ theme }) => theme.color.accentText};
`;

const Metric = styled.p`
  && {
    margin-top: ${({ theme }) => theme.space[5]};
    font-family: ${({ theme }) => theme.font.display};
    font-size: ${({ theme }) => theme.text.h3};
    font-weight: 600;
    color: ${({ theme }) => theme.color.warm};
  }
`;
