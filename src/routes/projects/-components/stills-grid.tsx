import styled from 'styled-components';
import type { Still } from '../../../content/case-studies';

/** Captioned frames or research images, two or three across on wide screens. */
export function StillsGrid({ stills, columns = 3, gapBelow = false }: { stills: readonly Still[]; columns?: 2 | 3; gapBelow?: boolean }) {
  return (
    <Grid $columns={columns} $gapBelow={gapBelow}>
      {stills.map((still) => (
        <figure key={still.src}>
          <img src={still.src} alt={still.alt} width={still.width} height={still.height} loading="lazy" decoding="async" />
          <figcaption>{still.caption}</figcaption>
        </figure>
      ))}
    </Grid>
  );
}

const Grid = styled.div<{ $columns: 2 | 3; $gapBelow: boolean }>`
  display: grid;
  margin-bottom: ${({ theme, $gapBelow }) => ($gapBelow ? theme.space[7] : '0')};
  gap: ${({ theme }) => theme.space[5]};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  }
  figure {
    margin: 0;
  }
  img {
    width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radius.lg};
    border: 1px solid ${({ theme }) => theme.color.border};
    box-shadow: ${({ theme }) => theme.shadow.card};
  }
  figcaption {
    margin-top: ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.text.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;
