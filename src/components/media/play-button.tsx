import type { Ref } from 'react';
import styled from 'styled-components';
import type { CursorLabel } from '#src/content/cursor';
import { onPoster } from './on-poster';
import { theme } from '#src/styles/tokens';

/**
 * The round play button centred over a poster (video facades, the work
 * showcase, the portfolio player). It keeps the dark theme's tokens in both
 * themes, because the artwork under it is always dark.
 */
export function PlayButton({
  label,
  onPlay,
  size = 'md',
  ref,
}: {
  label: string;
  onPlay: () => void;
  size?: 'md' | 'lg';
  ref?: Ref<HTMLButtonElement>;
}) {
  return (
    <Button ref={ref} type="button" onClick={onPlay} aria-label={label} $size={size} data-cursor={'play' satisfies CursorLabel}>
      <svg viewBox="0 0 24 24" width={size === 'lg' ? 30 : 28} height={size === 'lg' ? 30 : 28} aria-hidden="true" focusable="false">
        <path d="M8 5.5v13l11-6.5z" fill="currentColor" />
      </svg>
    </Button>
  );
}

const Button = styled.button<{ $size: 'md' | 'lg' }>`
  ${onPoster}
  position: absolute;
  inset: 0;
  margin: auto;
  display: grid;
  place-items: center;
  width: ${({ $size }) => ($size === 'lg' ? '5rem' : '4.5rem')};
  height: ${({ $size }) => ($size === 'lg' ? '5rem' : '4.5rem')};
  border-radius: 50%;
  border: 1px solid ${theme.color.borderStrong};
  background: ${theme.color.overlay};
  color: ${theme.color.text};
  backdrop-filter: blur(8px);
  cursor: pointer;
  transition:
    transform ${theme.motion.fast} ${theme.motion.ease},
    background-color ${theme.motion.fast};
  &:hover {
    transform: scale(1.06);
    background: ${theme.color.accent};
    color: ${theme.color.accentContrast};
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
    &:hover {
      transform: none;
    }
  }
`;
