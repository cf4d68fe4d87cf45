import { useMachine } from '@xstate/react';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { cursorMachine } from '#machines/cursor.machine';
import { inspect } from '#src/inspect';
import { theme } from '#src/styles/tokens';

const INTERACTIVE = 'a, button, [role="button"], input, select, textarea, label, summary, [data-cursor="hover"]';

/**
 * A soft ring that follows a fine pointer. Never shown on touch / coarse
 * pointers or with prefers-reduced-motion (the machine's sensor keeps it
 * `disabled`).
 */
export function CustomCursor() {
  const [state, send] = useMachine(cursorMachine, { inspect });
  const ringRef = useRef<HTMLDivElement>(null);
  const enabled = !state.matches('disabled');

  useEffect(() => {
    if (!enabled) return;
    const root = document.documentElement;
    root.classList.add('has-custom-cursor');
    let frame = 0;
    let x = -100;
    let y = -100;
    const paint = () => {
      frame = 0;
      if (ringRef.current) ringRef.current.style.transform = `translate3d(${x}px, ${y}px, 0)`;
    };
    const onMove = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      x = event.clientX;
      y = event.clientY;
      if (!frame) frame = requestAnimationFrame(paint);
    };
    const onOver = (event: PointerEvent) => {
      const target = event.target as Element | null;
      send({ type: target?.closest?.(INTERACTIVE) ? 'cursor.hover' : 'cursor.unhover' });
    };
    const onDown = () => send({ type: 'cursor.press' });
    const onUp = () => send({ type: 'cursor.release' });
    window.addEventListener('pointermove', onMove, { passive: true });
    document.addEventListener('pointerover', onOver, { passive: true });
    window.addEventListener('pointerdown', onDown, { passive: true });
    window.addEventListener('pointerup', onUp, { passive: true });
    return () => {
      root.classList.remove('has-custom-cursor');
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener('pointermove', onMove);
      document.removeEventListener('pointerover', onOver);
      window.removeEventListener('pointerdown', onDown);
      window.removeEventListener('pointerup', onUp);
    };
  }, [enabled, send]);

  if (!enabled) return null;
  const mode = state.matches({ enabled: 'clicked' }) ? 'clicked' : state.matches({ enabled: 'hover' }) ? 'hover' : 'default';
  return <Ring ref={ringRef} aria-hidden="true" data-cursor-state={mode} />;
}

const Ring = styled.div`
  position: fixed;
  top: 0;
  left: 0;
  z-index: ${theme.z.cursor};
  width: 0;
  height: 0;
  pointer-events: none;
  transform: translate3d(-100px, -100px, 0);

  &::after {
    content: '';
    position: absolute;
    left: -9px;
    top: -9px;
    width: 18px;
    height: 18px;
    border-radius: 50%;
    border: 1.5px solid ${theme.color.text};
    mix-blend-mode: difference;
    transition:
      transform ${theme.motion.fast} ${theme.motion.ease},
      background-color ${theme.motion.fast};
  }
  &[data-cursor-state='hover']::after {
    transform: scale(2.2);
    background: color-mix(in srgb, ${theme.color.accent} 25%, transparent);
    border-color: ${theme.color.accent};
  }
  &[data-cursor-state='clicked']::after {
    transform: scale(0.7);
    background: ${theme.color.accent};
  }
`;
