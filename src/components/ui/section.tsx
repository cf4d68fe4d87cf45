import styled, { css } from 'styled-components';
import { theme } from '#src/styles/tokens';
import { scrollReveal } from './scroll-reveal';

/** A page section with the vertical rhythm of the site; its header and blocks rise in as it scrolls into view. */
export const Section = styled.section<{ $tone?: 'plain' | 'raised' }>`
  padding-block: ${theme.space.section};
  ${scrollReveal}
  background: ${({ theme, $tone }) => ($tone === 'raised' ? theme.color.band : 'transparent')};
  border-top: ${({ theme, $tone }) => ($tone === 'raised' ? `1px solid ${theme.color.border}` : 'none')};
  border-bottom: ${({ theme, $tone }) => ($tone === 'raised' ? `1px solid ${theme.color.border}` : 'none')};
`;

/**
 * The twelve columns every composition sits on. Children span the full width
 * unless they say otherwise; below the large breakpoint compositions stack.
 */
export const gridColumns = css`
  display: grid;
  grid-template-columns: repeat(12, minmax(0, 1fr));
  column-gap: ${theme.layout.column};
  > * {
    grid-column: 1 / -1;
    min-width: 0;
  }
`;

export const Grid12 = styled.div`
  ${gridColumns}
`;

/**
 * A section's label: sentence case, set small beside a running index number
 * (01, 02 … counted per page by CSS, hidden from assistive technology).
 */
export const Eyebrow = styled.p`
  display: inline-flex;
  align-items: baseline;
  gap: 0.75rem;
  margin: 0 0 ${theme.space[4]};
  font-size: ${theme.text.sm};
  font-weight: 500;
  letter-spacing: 0;
  color: ${theme.color.text};

  &::before {
    counter-increment: eyebrow;
    content: counter(eyebrow, decimal-leading-zero) / '';
    font-size: ${theme.text.xs};
    font-variant-numeric: tabular-nums;
    color: ${theme.color.accentText};
  }
`;

export const Lead = styled.p`
  font-size: ${theme.text.lg};
  line-height: 1.55;
  color: ${theme.color.textMuted};
  max-width: 40rem;
`;

/**
 * A section's header on the grid: a hairline, the label and index at the top
 * left, the heading across eight columns and the lead set against its foot in
 * the last four (stacked on smaller screens). Centred headers stay centred.
 */
export const SectionHeader = styled.header<{ $center?: boolean }>`
  margin: 0 0 ${theme.space[7]};
  ${({ $center, theme }) =>
    $center
      ? css`
          max-width: 52rem;
          margin-inline: auto;
          text-align: center;
          ${Lead} {
            margin-inline: auto;
          }
        `
      : css`
          padding-top: ${theme.space[4]};
          border-top: 1px solid ${theme.color.border};
          h2 {
            max-width: 18ch;
          }
          @media (min-width: ${theme.breakpoint.lg}) {
            ${gridColumns}
            align-items: end;
            > ${Eyebrow} {
              grid-column: 1 / -1;
              margin-bottom: ${theme.space[6]};
            }
            > h2 {
              grid-column: 1 / 9;
              margin: 0;
            }
            > ${Lead} {
              grid-column: 9 / 13;
              margin: 0;
              padding-bottom: 0.35em;
            }
            > :not(${Eyebrow}, h2, ${Lead}) {
              grid-column: 9 / 13;
              margin-top: ${theme.space[4]};
            }
          }
        `}
`;
