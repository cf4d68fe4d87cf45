import styled, { css } from 'styled-components';
import { theme } from '#src/styles/tokens';

/*
 * What every card on the site shares (service, work and article cards): one frame, one hover
 * answer, one way to make the whole card clickable, one category pill. A card adds its own layout.
 */

/** The frame: rounded, hairline border, raised surface; the border strengthens on hover and focus. */
export const cardFrame = css`
  position: relative;
  height: 100%;
  overflow: hidden;
  border-radius: ${theme.radius.lg};
  border: 1px solid ${theme.color.border};
  background: ${theme.color.surface};
  transition:
    border-color ${theme.motion.base},
    transform ${theme.motion.base} ${theme.motion.ease};
  &:hover,
  &:focus-within {
    border-color: ${theme.color.borderStrong};
  }
`;

/** Cards that lead somewhere visual also lift a little and push into their picture (not under reduced motion). */
export const cardLift = css`
  @media (prefers-reduced-motion: no-preference) {
    &:hover,
    &:focus-within {
      transform: translateY(-3px);
    }
    &:hover img {
      transform: scale(1.03);
    }
  }
`;

/** For a card's one link or button: its hit area covers the whole card. */
export const stretchedTarget = css`
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
`;

/** A card's category, as a small accent pill. */
export const CategoryPill = styled.span`
  padding: 0.25rem 0.7rem;
  border-radius: ${theme.radius.pill};
  background: color-mix(in srgb, ${theme.color.accent} 16%, transparent);
  color: ${theme.color.accentText};
  font-size: ${theme.text.xs};
  font-weight: 600;
  letter-spacing: 0.02em;
`;
