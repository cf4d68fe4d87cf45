import styled from 'styled-components';
import type { Testimonial } from '../../content/types';

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

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();

/** A set of testimonials (quotes with author, role, company and a 1-5 rating). */
export function Testimonials({ items }: { items: readonly Testimonial[] }) {
  return (
    <Grid>
      {items.map((t) => (
        <Figure key={`${t.author}-${t.company}`}>
          <Stars rating={t.rating} />
          <blockquote>
            <p>“{t.quote}”</p>
          </blockquote>
          <figcaption>
            {t.avatar ? (
              <img src={t.avatar} alt="" width="44" height="44" loading="lazy" decoding="async" />
            ) : (
              <Avatar aria-hidden="true">{initials(t.author)}</Avatar>
            )}
            <span>
              <strong>{t.author}</strong>
              <span>
                {t.role}, {t.company}
              </span>
            </span>
          </figcaption>
        </Figure>
      ))}
    </Grid>
  );
}

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    grid-template-columns: repeat(auto-fit, minmax(18rem, 1fr));
  }
`;

const Figure = styled.figure`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
  margin: 0;
  padding: ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  blockquote {
    margin: 0;
    flex: 1;
  }
  blockquote p {
    font-size: ${({ theme }) => theme.text.lg};
    line-height: 1.5;
    margin: 0;
  }
  figcaption {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.text.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
  figcaption > span {
    display: grid;
  }
  strong {
    color: ${({ theme }) => theme.color.text};
  }
  img {
    border-radius: 50%;
  }
`;

const Avatar = styled.span`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  background: linear-gradient(135deg, ${({ theme }) => theme.color.accent}, ${({ theme }) => theme.color.warm});
  color: ${({ theme }) => theme.color.accentContrast};
  font-weight: 700;
  font-size: ${({ theme }) => theme.text.sm};
`;

const StarRow = styled.span`
  display: inline-flex;
  gap: 2px;
  color: ${({ theme }) => theme.color.warm};
  svg {
    fill: none;
    stroke: currentColor;
    stroke-width: 1.5;
  }
  svg[data-filled] {
    fill: currentColor;
  }
`;
