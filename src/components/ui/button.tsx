import { Link } from '@tanstack/react-router';
import styled, { css } from 'styled-components';
import { theme } from '#src/styles/tokens';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

export const buttonStyles = css<{ $variant?: ButtonVariant; $size?: 'md' | 'lg' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.6em;
  min-height: ${({ $size }) => ($size === 'lg' ? '3.5rem' : '2.875rem')};
  padding: 0 ${({ $size }) => ($size === 'lg' ? '1.75rem' : '1.25rem')};
  border-radius: ${theme.radius.pill};
  border: 1px solid transparent;
  font-weight: 600;
  font-size: ${({ theme, $size }) => ($size === 'lg' ? theme.text.md : theme.text.sm)};
  letter-spacing: -0.005em;
  text-decoration: none;
  cursor: pointer;
  white-space: nowrap;
  transition:
    transform ${theme.motion.fast} ${theme.motion.ease},
    background-color ${theme.motion.base},
    border-color ${theme.motion.base},
    color ${theme.motion.base};

  ${({ $variant = 'primary', theme }) =>
    $variant === 'primary'
      ? css`
          background: ${theme.color.inverse};
          color: ${theme.color.inverseText};
          &:hover {
            background: ${theme.color.accent};
            color: ${theme.color.accentContrast};
          }
        `
      : $variant === 'secondary'
        ? css`
            background: transparent;
            color: ${theme.color.text};
            border-color: ${theme.color.borderStrong};
            &:hover {
              border-color: ${theme.color.text};
            }
          `
        : css`
            background: transparent;
            color: ${theme.color.text};
            padding-inline: 0.25rem;
            &:hover {
              color: ${theme.color.accentText};
            }
          `}

  &:active {
    transform: translateY(1px) scale(0.99);
  }
  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.5;
    cursor: not-allowed;
    transform: none;
  }
`;

export const Button = styled.button<{ $variant?: ButtonVariant; $size?: 'md' | 'lg' }>`
  ${buttonStyles}
`;

/** A router link styled as a button (internal navigation). */
export const ButtonLink = styled(Link)<{ $variant?: ButtonVariant; $size?: 'md' | 'lg' }>`
  ${buttonStyles}
`;

/** A plain anchor styled as a button (hash links, mailto, tel, downloads). */
export const ButtonAnchor = styled.a<{ $variant?: ButtonVariant; $size?: 'md' | 'lg' }>`
  ${buttonStyles}
`;
