import { useEffect, useRef } from 'react';
import styled, { createGlobalStyle } from 'styled-components';
import { INTERACTIVE, TEXT_ENTRY } from '#machines/cursor.machine';
import { theme } from '#src/styles/tokens';

/** The share of the remaining distance the ring closes per 60th of a second. */
const RING_FOLLOW = 0.22;

/** What the cursor looks like: the cursor machine's enabled substate. */
export type CursorMode = 'default' | 'hover' | 'media' | 'text' | 'away' | 'clicked';

/**
 * The custom cursor's drawing, loaded only once the cursor machine turns it on (a fine pointer without reduced
 * motion), so phones never download it: a dot and a ring trailing it. It hides the native cursor while mounted
 * (`has-custom-cursor` on the root element).
 *
 * The position is presentation, not state: it is written as a transform in an animation frame, and frames run
 * only while the ring is still catching up, so a pointer at rest costs nothing. Dot and ring are each their own
 * fixed layer blended by difference, so they read on light and dark pages alike.
 */
export default function CursorLayers({ mode, label }: { mode: CursorMode; label: string | null }) {
  const dotRef = useRef<HTMLDivElement>(null);
  const ringRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const root = document.documentElement;
    root.classList.add('has-custom-cursor');
    let frame = 0;
    let last = 0;
    let placed = false;
    const pointer = { x: -100, y: -100 };
    const ring = { x: -100, y: -100 };
    const paint = (now: number) => {
      const step = last ? Math.min((now - last) / (1000 / 60), 4) : 1;
      last = now;
      const follow = 1 - (1 - RING_FOLLOW) ** step;
      ring.x += (pointer.x - ring.x) * follow;
      ring.y += (pointer.y - ring.y) * follow;
      if (Math.abs(pointer.x - ring.x) < 0.1 && Math.abs(pointer.y - ring.y) < 0.1) {
        ring.x = pointer.x;
        ring.y = pointer.y;
        frame = 0;
        last = 0;
      } else {
        frame = requestAnimationFrame(paint);
      }
      if (dotRef.current) dotRef.current.style.transform = `translate3d(${pointer.x}px, ${pointer.y}px, 0)`;
      if (ringRef.current) ringRef.current.style.transform = `translate3d(${ring.x}px, ${ring.y}px, 0)`;
    };
    const onMove = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      pointer.x = event.clientX;
      pointer.y = event.clientY;
      if (!placed) {
        placed = true;
        ring.x = pointer.x;
        ring.y = pointer.y;
      }
      if (!frame) frame = requestAnimationFrame(paint);
    };
    window.addEventListener('pointermove', onMove, { passive: true });
    return () => {
      root.classList.remove('has-custom-cursor');
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener('pointermove', onMove);
    };
  }, []);

  return (
    <>
      <HideNativeCursor />
      <Ring ref={ringRef} aria-hidden="true" data-cursor-state={mode}>
        <RingShape />
        <Label>{label}</Label>
      </Ring>
      <Dot ref={dotRef} aria-hidden="true" data-cursor-state={mode} />
    </>
  );
}

/**
 * While the drawing is on the page the native cursor hides, over links and controls too (their own styles ask for a
 * pointer); over text fields the native caret shows. The selectors are the ones the cursor machine's sensor reads.
 */
const HideNativeCursor = createGlobalStyle`
  html.has-custom-cursor,
  html.has-custom-cursor :is(${INTERACTIVE}) {
    cursor: none;
  }
  html.has-custom-cursor :is(${TEXT_ENTRY}) {
    cursor: text;
  }
`;

/** Both layers: fixed at the top left, moved by transform only, never in the way of the pointer. */
const Layer = styled.div`
  position: fixed;
  top: 0;
  left: 0;
  z-index: ${theme.z.cursor};
  width: 0;
  height: 0;
  pointer-events: none;
  transform: translate3d(-100px, -100px, 0);
  mix-blend-mode: difference;
  transition: opacity ${theme.motion.fast};
  &[data-cursor-state='text'],
  &[data-cursor-state='away'] {
    opacity: 0;
  }
`;

const Dot = styled(Layer)`
  &::after {
    content: '';
    position: absolute;
    left: -3px;
    top: -3px;
    width: 6px;
    height: 6px;
    border-radius: 50%;
    background: ${theme.differenceInk};
    transition: transform ${theme.motion.fast} ${theme.motion.ease};
  }
  &[data-cursor-state='media'] {
    opacity: 0;
  }
  &[data-cursor-state='clicked']::after {
    transform: scale(1.5);
  }
`;

const RingShape = styled.span`
  position: absolute;
  left: -18px;
  top: -18px;
  width: 36px;
  height: 36px;
  border-radius: 50%;
  border: 1px solid color-mix(in srgb, ${theme.differenceInk} 75%, transparent);
  transition:
    transform ${theme.motion.base} ${theme.motion.ease},
    background-color ${theme.motion.base},
    border-color ${theme.motion.base};
`;

const Label = styled.span`
  position: absolute;
  left: 0;
  top: 0;
  transform: translate(-50%, -50%);
  font-size: ${theme.text.xs};
  font-weight: 600;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  white-space: nowrap;
  color: ${theme.color.accentContrast};
  opacity: 0;
  transition: opacity ${theme.motion.fast};
`;

const Ring = styled(Layer)`
  &[data-cursor-state='hover'] ${RingShape} {
    transform: scale(1.55);
    background: color-mix(in srgb, ${theme.differenceInk} 8%, transparent);
    border-color: ${theme.differenceInk};
  }
  &[data-cursor-state='clicked'] ${RingShape} {
    transform: scale(0.8);
    border-color: ${theme.differenceInk};
  }
  /* a solid accent disc with a word: no blending, so the accent stays the brand's */
  &[data-cursor-state='media'] {
    mix-blend-mode: normal;
  }
  &[data-cursor-state='media'] ${RingShape} {
    transform: scale(2.2);
    background: ${theme.color.accent};
    border-color: ${theme.color.accent};
  }
  &[data-cursor-state='media'] ${Label} {
    opacity: 1;
    transition-delay: 80ms;
  }
`;
