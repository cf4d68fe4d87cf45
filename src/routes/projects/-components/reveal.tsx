import type { CSSProperties, ReactNode } from 'react';
import styled from 'styled-components';

/**
 * Fades its content in on load, `index` steps after the first (staggered
 * CSS animation-delay). Pure CSS, so prerendered HTML animates without
 * JavaScript; with prefers-reduced-motion there is no animation and no delay.
 */
export function Reveal({ index, children }: { index: number; children: ReactNode }) {
  return (
    <Wrap data-reveal={index} style={{ '--reveal-index': index } as CSSProperties}>
      {children}
    </Wrap>
  );
}

const Wrap = styled.div`
  /* Short and capped, so the whole page has settled about a second after load. */
  animation: case-reveal 560ms ${({ theme }) => theme.motion.ease} both;
  animation-delay: calc(min(var(--reveal-index, 0), 7) * 80ms);
  @keyframes case-reveal {
    from {
      opacity: 0;
      transform: translateY(28px);
    }
    to {
      opacity: 1;
      transform: none;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
