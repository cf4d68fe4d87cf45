import { useMachine } from '@xstate/react';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { cursorMachine, type CursorTarget } from '#machines/cursor.machine';
import { cursorLabels, type CursorLabel } from '#src/content/cursor';
import { inspect } from '#src/inspect';
import { theme } from '#src/styles/tokens';

const INTERACTIVE = 'a, button, [role="button"], select, label, summary, [data-cursor="hover"]';
/** Where the visitor types: the native caret must show there. */
const TEXT_ENTRY =
  'textarea, [contenteditable]:not([contenteditable="false"]), input:not([type="checkbox"], [type="radio"], [type="range"], [type="submit"], [type="button"], [type="reset"], [type="file"], [type="color"], [type="image"])';

/** The share of the remaining distance the ring closes per 60th of a second. */
const RING_FOLLOW = 0.22;

/** What the page has under the pointer, in the machine's terms (the nearest marked media first). */
function targetOf(element: Element | null): { over: CursorTarget; label?: CursorLabel } {
  if (!element?.closest) return { over: 'none' };
  if (element.closest(TEXT_ENTRY)) return { over: 'text' };
  const label = element.closest('[data-cursor]')?.getAttribute('data-cursor');
  if (label && label in cursorLabels) return { over: 'media', label: label as CursorLabel };
  return { over: element.closest(INTERACTIVE) ? 'interactive' : 'none' };
}

/**
 * A precise dot and a ring trailing it, following a fine pointer: the ring
 * grows over links and buttons and says "Play" or "View" over films and work
 * cards; over text fields it steps aside for the native caret. Never shown on
 * touch or coarse pointers or with prefers-reduced-motion (the machine's
 * sensor keeps it `disabled`, and the native cursor stays).
 *
 * The position is written as a transform in an animation frame, and frames
 * run only while the ring is still catching up: a pointer at rest costs nothing.
 * Dot and ring are each their own fixed layer blended by difference, so they
 * read on light and dark pages alike.
 */
export function CustomCursor() {
  const [state, send] = useMachine(cursorMachine, { inspect });
  const dotRef = useRef<HTMLDivElement>(null);
  const ringRef = useRef<HTMLDivElement>(null);
  const enabled = !state.matches('disabled');

  useEffect(() => {
    if (!enabled) return;
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
    // pointerover fires once per element boundary; only a change of target is news to the machine
    let seen = '';
    const report = (key: string, event: Parameters<typeof send>[0]) => {
      if (key === seen) return;
      seen = key;
      send(event);
    };
    const onOver = (event: PointerEvent) => {
      if (event.pointerType === 'touch') return;
      const { over, label } = targetOf(event.target as Element | null);
      if (over === 'media' && label) report(`media:${label}`, { type: 'cursor.hoverMedia', label });
      else if (over === 'text') report(over, { type: 'cursor.hoverText' });
      else if (over === 'interactive') report(over, { type: 'cursor.hover' });
      else report(over, { type: 'cursor.unhover' });
    };
    // leaving the window, or going into a frame (whose page draws its own cursor)
    const onOut = (event: PointerEvent) => {
      if (!event.relatedTarget) report('away', { type: 'cursor.leave' });
    };
    const onDown = () => send({ type: 'cursor.press' });
    const onUp = () => send({ type: 'cursor.release' });
    window.addEventListener('pointermove', onMove, { passive: true });
    document.addEventListener('pointerover', onOver, { passive: true });
    document.addEventListener('pointerout', onOut, { passive: true });
    window.addEventListener('pointerdown', onDown, { passive: true });
    window.addEventListener('pointerup', onUp, { passive: true });
    return () => {
      root.classList.remove('has-custom-cursor');
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener('pointermove', onMove);
      document.removeEventListener('pointerover', onOver);
      document.removeEventListener('pointerout', onOut);
      window.removeEventListener('pointerdown', onDown);
      window.removeEventListener('pointerup', onUp);
    };
  }, [enabled, send]);

  if (!enabled) return null;
  const mode = (['clicked', 'media', 'hover', 'text', 'away'] as const).find((s) => state.matches({ enabled: s })) ?? 'default';
  const label = state.context.label;
  return (
    <>
      <Ring ref={ringRef} aria-hidden="true" data-cursor-state={mode}>
        <RingShape />
        <Label>{label && label in cursorLabels ? cursorLabels[label as CursorLabel] : null}</Label>
      </Ring>
      <Dot ref={dotRef} aria-hidden="true" data-cursor-state={mode} />
    </>
  );
}

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
