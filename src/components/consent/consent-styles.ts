import styled from 'styled-components';
import { theme } from '#src/styles/tokens';

/** Styled pieces shared by the banner's simple view and the lazily loaded settings view. */

export const ViewHeading = styled.h2`
  margin: 0 0 ${theme.space[2]};
  font-size: clamp(1.625rem, 1.4rem + 0.8vw, 2rem);
  line-height: 1.05;
  /* Focused by script so screen readers start here; it is not a control, so no ring. */
  &:focus,
  &:focus-visible {
    outline: none;
  }
`;

export const Kicker = styled.p`
  display: flex;
  align-items: center;
  gap: 0.55rem;
  margin: 0 0 ${theme.space[3]};
  font-size: ${theme.text.xs};
  font-weight: 500;
  color: ${theme.color.textMuted};
  svg {
    flex: none;
  }
  /* On phones the label gives way so the banner stays short enough to leave the page's call to action in view. */
  @media (max-width: 39.99em) {
    display: none;
  }
`;

export const BodyText = styled.p`
  margin: 0 0 ${theme.space[3]};
  font-size: ${theme.text.sm};
  line-height: 1.5;
  @media (max-width: 40em) {
    font-size: 0.875rem;
  }
  color: ${theme.color.textMuted};
  a {
    color: ${theme.color.text};
    font-weight: 500;
  }
  a:hover {
    color: ${theme.color.accentText};
  }
`;

export const Note = styled.p`
  margin: 0 0 ${theme.space[3]};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-left: 2px solid ${theme.color.warm};
  border-radius: 0 ${theme.radius.sm} ${theme.radius.sm} 0;
  background: ${theme.color.surface};
  font-size: ${theme.text.xs};
  line-height: 1.55;
  color: ${theme.color.text};
`;

/**
 * The choices side by side on one row when they fit, wrapping onto a second
 * row (never cut off) when they do not; every button has the same weight.
 */
export const ChoiceRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
  margin-top: ${theme.space[3]};
  > * {
    flex: 1 1 auto;
  }
`;

export const ChoiceButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 2.75rem;
  padding: 0 ${theme.space[2]};
  border-radius: ${theme.radius.pill};
  border: 1px solid ${theme.color.borderStrong};
  background: ${theme.color.surfaceStrong};
  color: ${theme.color.text};
  font-size: ${theme.text.sm};
  font-weight: 600;
  white-space: nowrap;
  cursor: pointer;
  transition:
    background-color ${theme.motion.base},
    border-color ${theme.motion.base},
    color ${theme.motion.base},
    transform ${theme.motion.fast} ${theme.motion.ease};
  &:hover {
    border-color: ${theme.color.accent};
    color: ${theme.color.accentText};
  }
  &:active {
    transform: translateY(1px);
  }
`;

/** Small text button for Back / Close. */
export const QuietButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  min-height: 2.25rem;
  padding: 0 ${theme.space[2]};
  border: 1px solid transparent;
  border-radius: ${theme.radius.pill};
  background: transparent;
  color: ${theme.color.textMuted};
  font-size: ${theme.text.xs};
  font-weight: 600;
  letter-spacing: 0.02em;
  cursor: pointer;
  &:hover {
    color: ${theme.color.text};
    border-color: ${theme.color.border};
  }
`;
