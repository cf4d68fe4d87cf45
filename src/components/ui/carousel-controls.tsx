import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '#src/styles/tokens';

export type CarouselControlLabels = { previous: string; next: string; pause: string; play: string };

/** An auto-advancing carousel passes its rotation (null while nothing rotates); a carousel that never rotates leaves it out. */
type Rotation =
  | { rotating: boolean | null; onToggleRotation: () => void; labels: CarouselControlLabels }
  | { rotating?: undefined; onToggleRotation?: undefined; labels: Pick<CarouselControlLabels, 'previous' | 'next'> };

type Props = Rotation & {
  onPrevious: () => void;
  onNext: () => void;
  /**
   * Whether previous/next can move (a carousel that stops at its ends). At an end the arrow is aria-disabled
   * rather than disabled: it stays focusable (a disabled button would drop keyboard focus to the page), and the
   * carousel ignores the press. Left out: the arrows always move (a carousel that wraps).
   */
  canPrevious?: boolean;
  canNext?: boolean;
  /** Shown between previous and next (e.g. one dot per position). */
  children?: ReactNode;
};

/**
 * A carousel's controls: pause/play of the automatic rotation (left out when
 * `rotating` is null, e.g. under reduced motion, where nothing rotates, or
 * absent for a carousel that never rotates) and previous/next. Used by every
 * carousel (work showcase, consultation steps, services).
 */
export function CarouselControls({ rotating, onToggleRotation, onPrevious, onNext, labels, canPrevious, canNext, children }: Props) {
  return (
    <Controls>
      {rotating === null || rotating === undefined ? null : (
        <Round type="button" data-control="autoplay" onClick={onToggleRotation} aria-label={rotating ? labels.pause : labels.play}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            {rotating ? <path d="M8 5h3v14H8zM13 5h3v14h-3z" fill="currentColor" /> : <path d="M8 5.5v13l11-6.5z" fill="currentColor" />}
          </svg>
        </Round>
      )}
      <Round
        type="button"
        onClick={onPrevious}
        aria-label={labels.previous}
        aria-disabled={canPrevious === undefined ? undefined : !canPrevious}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M15 5l-7 7 7 7" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </Round>
      {children}
      <Round type="button" onClick={onNext} aria-label={labels.next} aria-disabled={canNext === undefined ? undefined : !canNext}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M9 5l7 7-7 7" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </Round>
    </Controls>
  );
}

/** Focus on the rotation control itself does not hold a carousel (WAI-ARIA carousel pattern). */
export const isRotationControl = (node: EventTarget) => node instanceof Element && node.closest('[data-control="autoplay"]') !== null;

const Controls = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
`;

const Round = styled.button`
  display: inline-grid;
  place-items: center;
  width: 3rem;
  height: 3rem;
  border-radius: 50%;
  border: 1px solid ${theme.color.borderStrong};
  background: transparent;
  color: ${theme.color.text};
  cursor: pointer;
  transition:
    background-color ${theme.motion.fast},
    color ${theme.motion.fast},
    opacity ${theme.motion.fast};
  &:hover:not([aria-disabled='true']) {
    background: ${theme.color.text};
    color: ${theme.color.bg};
  }
  &[aria-disabled='true'] {
    opacity: 0.35;
    cursor: not-allowed;
  }
`;
