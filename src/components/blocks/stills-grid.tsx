import styled from 'styled-components';
import { StillPicture } from '#src/components/media/still-picture';
import type { Frame } from '#src/content/case-studies';
import { theme } from '#src/styles/tokens';

/**
 * Stills two or three across on wide screens: a captioned showcase (a case study's world, a service's
 * gallery of image work), or a strip of frames under a film (no captions: the numbers keep them in order).
 */
export function StillsGrid({ stills, columns = 3, spaced }: { stills: readonly Frame[]; columns?: 2 | 3; spaced?: 'above' | 'below' }) {
  return (
    <Grid $columns={columns} $spaced={spaced}>
      {stills.map(({ still, caption }, i) => (
        <figure key={still.id}>
          <StillPicture still={still} sizes={`(min-width: 48rem) ${Math.round(100 / columns)}vw, 100vw`} />
          <figcaption>
            <Index aria-hidden="true">{String(i + 1).padStart(2, '0')}</Index>
            {caption ?? null}
          </figcaption>
        </figure>
      ))}
    </Grid>
  );
}

const Grid = styled.div<{ $columns: 2 | 3; $spaced?: 'above' | 'below' }>`
  display: grid;
  margin-${({ $spaced }) => ($spaced === 'above' ? 'top' : 'bottom')}: ${({ theme, $spaced }) => ($spaced ? theme.space[7] : '0')};
  gap: ${theme.space[5]};
  @media (min-width: ${theme.breakpoint.md}) {
    grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  }
  figure {
    margin: 0;
  }
  picture {
    overflow: hidden;
    border-radius: ${theme.radius.md};
    background: ${theme.color.media};
  }
  img {
    width: 100%;
    height: auto;
    background-size: cover;
  }
  figcaption {
    display: flex;
    gap: ${theme.space[3]};
    align-items: baseline;
    margin-top: ${theme.space[3]};
    font-size: ${theme.text.sm};
    color: ${theme.color.textMuted};
  }
`;

const Index = styled.span`
  font-variant-numeric: tabular-nums;
  color: ${theme.color.textSubtle};
`;
