import { useMachine } from '@xstate/react';
import { useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { sectionRevealMachine } from '#machines/section-reveal.machine';
import { inspect } from '#src/inspect';
import { theme } from '#src/styles/tokens';

/**
 * A section that fades in when it scrolls into view, its heading, cards,
 * steps and images a step apart (sectionReveal machine, which reads the
 * section's visibility and the reduced-motion preference through its
 * sensors). The prerendered HTML shows it as it is (`static`), so it reads
 * without JavaScript; under prefers-reduced-motion nothing is hidden or
 * animated.
 */
export function Reveal({ children, machine = sectionRevealMachine }: { children: ReactNode; machine?: typeof sectionRevealMachine }) {
  const ref = useRef<HTMLDivElement>(null);
  const [state] = useMachine(machine, { inspect, input: { frame: () => ref.current } });
  return (
    <Wrap ref={ref} data-reveal={String(state.value)}>
      {children}
    </Wrap>
  );
}

/** Staggered parts: the section heading first, then its cards, steps and images in order (capped). */
const stagger = Array.from(
  { length: 8 },
  (_, i) => `li:nth-child(${i + 1}), figure:nth-child(${i + 1}) { animation-delay: ${160 + i * 70}ms; }`,
).join('\n');

const Wrap = styled.div`
  &[data-reveal='waiting'] {
    opacity: 0;
  }
  &[data-reveal='revealing'] {
    animation: section-reveal 480ms ${theme.motion.ease} both;
    header,
    li,
    figure {
      animation: section-reveal-part 560ms ${theme.motion.ease} both;
    }
    ${stagger}
  }
  @keyframes section-reveal {
    from {
      opacity: 0;
    }
  }
  @keyframes section-reveal-part {
    from {
      opacity: 0;
      transform: translateY(24px);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    &[data-reveal='waiting'] {
      opacity: 1;
    }
    &[data-reveal='revealing'],
    &[data-reveal='revealing'] header,
    &[data-reveal='revealing'] li,
    &[data-reveal='revealing'] figure {
      animation: none;
    }
  }
`;
