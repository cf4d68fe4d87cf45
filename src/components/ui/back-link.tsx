import { Link } from '@tanstack/react-router';
import styled from 'styled-components';
import type { SitePath } from '#src/content/section-types';
import { theme } from '#src/styles/tokens';

/** "Back to …" link above a page hero's eyebrow. */
export function BackLink({ to, label }: { to: SitePath; label: string }) {
  return (
    <Back to={to}>
      <svg
        width="16"
        height="16"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M19 12H5M11 6l-6 6 6 6" />
      </svg>
      {label}
    </Back>
  );
}

const Back = styled(Link)`
  display: flex;
  width: fit-content;
  align-items: center;
  gap: 0.5rem;
  margin-bottom: ${theme.space[6]};
  padding: 0.4rem 0.9rem 0.4rem 0.7rem;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.pill};
  font-size: ${theme.text.sm};
  color: ${theme.color.textMuted};
  text-decoration: none;
  transition: color ${theme.motion.fast}, border-color ${theme.motion.fast};
  &:hover {
    color: ${theme.color.text};
    border-color: ${theme.color.borderStrong};
  }
  svg {
    transition: transform ${theme.motion.fast} ${theme.motion.ease};
  }
  &:hover svg {
    transform: translateX(-3px);
  }
`;
