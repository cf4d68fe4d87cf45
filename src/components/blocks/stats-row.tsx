import styled from 'styled-components';
import type { Stat } from '#src/content/types';
import { showRange } from '#src/content/typography';
import { KeepHyphenated } from '#src/components/ui/keep-hyphenated';
import { theme } from '#src/styles/tokens';
import { oddLastSpans } from '#src/components/ui/balanced-rows';

/**
 * A row of big numbers with labels, as a description list. The figures sit on
 * one baseline whatever the length of their captions: each column packs from
 * the top, the caption below its figure.
 */
export function StatsRow({ stats, label }: { stats: readonly Stat[]; label?: string }) {
  return (
    <List aria-label={label}>
      {stats.map((stat) => (
        <div key={stat.label}>
          <dt>{showRange(stat.label)}</dt>
          <dd>
            <KeepHyphenated text={stat.value} />
          </dd>
        </div>
      ))}
    </List>
  );
}

const List = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${theme.space[5]};
  margin: 0;
  /* Two columns below md: an odd last figure takes the whole row rather than sitting alone in half of it. */
  @media (max-width: ${theme.below.md}) {
    ${oddLastSpans}
  }
  @media (min-width: ${theme.breakpoint.md}) {
    grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  }
  > div {
    display: flex;
    flex-direction: column-reverse;
    justify-content: flex-end;
    padding-top: ${theme.space[4]};
    border-top: 1px solid ${theme.color.borderStrong};
  }
  dt {
    color: ${theme.color.textMuted};
    font-size: ${theme.text.sm};
  }
  dd {
    margin: 0 0 ${theme.space[1]};
    font-family: ${theme.font.display};
    font-size: ${theme.text.stat};
    font-weight: 400;
    letter-spacing: -0.01em;
    line-height: 1;
  }
`;
