import styled from 'styled-components';
import type { Testimonial } from '#src/content/types';
import { showRange } from '#src/content/typography';
import { theme } from '#src/styles/tokens';
import { oddLastSpans } from '#src/components/ui/balanced-rows';

function Stars({ rating }: { rating: number }) {
  return (
    <StarRow role="img" aria-label={`Rated ${rating} out of 5`}>
      {Array.from({ length: 5 }, (_, i) => (
        <svg key={i} viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false" data-filled={i < rating || undefined}>
          <path d="M12 3l2.7 5.6 6.1.8-4.5 4.2 1.1 6.1L12 16.8 6.6 19.7l1.1-6.1L3.2 9.4l6.1-.8z" />
        </svg>
      ))}
    </StarRow>
  );
}

/**
 * Testimonials: quotes with author, role, company and a 1-5 rating, set as type
 * (no portraits or initials: the words and the names are the proof).
 * `cards`: several side by side. `pull`: one quote at display size across the
 * grid, as a case study sets its client's words.
 */
export function Testimonials({ items, variant = 'cards' }: { items: readonly Testimonial[]; variant?: 'cards' | 'pull' }) {
  return (
    <Grid data-variant={variant}>
      {items.map((t) => (
        <Figure key={`${t.author}-${t.company}`} data-variant={variant}>
          <Mark aria-hidden="true">“</Mark>
          <blockquote>
            <p>{showRange(t.quote)}</p>
          </blockquote>
          <figcaption>
            <Stars rating={t.rating} />
            <Person>
              <strong>{t.author}</strong>
              <span>
                {t.role}, {t.company}
              </span>
            </Person>
          </figcaption>
        </Figure>
      ))}
    </Grid>
  );
}

const Grid = styled.div`
  display: grid;
  gap: ${theme.space[4]};
  /* Two quotes a row (an odd last one across the row) until three fit side by side. */
  @media (min-width: ${theme.breakpoint.md}) {
    &[data-variant='cards'] {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  }
  @media (min-width: ${theme.breakpoint.md}) and (max-width: ${theme.below.lg}) {
    &[data-variant='cards'] {
      ${oddLastSpans}
    }
  }
  @media (min-width: ${theme.breakpoint.lg}) {
    &[data-variant='cards'] {
      grid-template-columns: repeat(auto-fit, minmax(18rem, 1fr));
    }
  }
`;

/** The opening quote mark, hung in the display face: it opens the quote for the eye, the words carry it for a reader. */
const Mark = styled.span`
  display: block;
  font-family: ${theme.font.display};
  font-size: 4.5rem;
  line-height: 0.6;
  height: 0.45em;
  color: ${theme.color.accentText};
`;

const Figure = styled.figure`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[5]};
  margin: 0;
  padding: ${theme.space[6]};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  blockquote {
    margin: 0;
    flex: 1;
  }
  blockquote p {
    font-size: ${theme.text.lg};
    line-height: 1.5;
    margin: 0;
  }
  figcaption {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: ${theme.space[2]};
    padding-top: ${theme.space[4]};
    border-top: 1px solid ${theme.color.border};
    font-size: ${theme.text.sm};
    color: ${theme.color.textMuted};
  }
  strong {
    color: ${theme.color.text};
    font-weight: 600;
  }

  &[data-variant='pull'] {
    padding: 0;
    border: 0;
    background: none;
    ${Mark} {
      font-size: clamp(6rem, 4rem + 6vw, 11rem);
    }
    blockquote p {
      max-width: 32ch;
      font-family: ${theme.font.display};
      font-size: clamp(1.875rem, 1.1rem + 2.6vw, 3.75rem);
      line-height: 1.08;
      letter-spacing: -0.01em;
      text-wrap: pretty;
      color: ${theme.color.text};
    }
    figcaption {
      flex-direction: row;
      align-items: center;
      gap: ${theme.space[5]};
      max-width: 36rem;
      font-size: ${theme.text.md};
    }
    @media (min-width: ${theme.breakpoint.lg}) {
      display: grid;
      grid-template-columns: repeat(12, minmax(0, 1fr));
      column-gap: ${theme.layout.column};
      row-gap: ${theme.space[6]};
      ${Mark} {
        grid-column: 1 / 2;
        justify-self: end;
      }
      blockquote,
      figcaption {
        grid-column: 2 / 13;
      }
    }
    /* On wide screens the quote hangs from the fourth column, so it answers the heading rather than trailing off the left. */
    @media (min-width: ${theme.breakpoint.xl}) {
      ${Mark} {
        grid-column: 3 / 4;
      }
      blockquote,
      figcaption {
        grid-column: 4 / 13;
      }
    }
  }
`;

const Person = styled.span`
  display: grid;
`;

const StarRow = styled.span`
  display: inline-flex;
  gap: 2px;
  color: ${theme.color.warm};
  svg {
    fill: none;
    stroke: currentColor;
    stroke-width: 1.5;
  }
  svg[data-filled] {
    fill: currentColor;
  }
`;
