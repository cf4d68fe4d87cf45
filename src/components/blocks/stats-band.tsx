import styled from 'styled-components';
import type { Stat } from '#src/content/types';
import { Container } from '#src/components/ui/container';
import { StatsRow } from './stats-row';
import { theme } from '#src/styles/tokens';

/** A slim band of key figures directly under a hero. */
export function StatsBand({ stats, label }: { stats: readonly Stat[]; label: string }) {
  return (
    <Band>
      <Container>
        <StatsRow stats={stats} label={label} />
      </Container>
    </Band>
  );
}

const Band = styled.div`
  padding-block: clamp(2.5rem, 1.5rem + 3vw, 4rem);
  border-bottom: 1px solid ${theme.color.border};
`;
