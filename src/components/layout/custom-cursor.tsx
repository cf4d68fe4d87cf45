import { useMachine } from '@xstate/react';
import { lazy, Suspense, type ComponentType } from 'react';
import { cursorMachine } from '#machines/cursor.machine';
import { cursorLabels, type CursorLabel } from '#src/content/cursor';
import { inspect } from '#src/inspect';
import type { CursorMode } from './cursor-layers';

type LayersProps = { mode: CursorMode; label: string | null };

// Its own chunk, fetched when the machine first enables the cursor. If it cannot load, the native cursor stays.
const CursorLayers = lazy((): Promise<{ default: ComponentType<LayersProps> }> =>
  import('./cursor-layers').catch(() => ({ default: () => null })),
);

const MODES = ['clicked', 'media', 'hover', 'text', 'away'] as const satisfies readonly CursorMode[];

/**
 * A precise dot and a ring trailing it, following a fine pointer: the ring grows over links and buttons and says
 * "Play" or "View" over films and work cards; over text fields it steps aside for the native caret. Never shown on
 * touch or coarse pointers or with prefers-reduced-motion: the cursor machine stays `disabled` and nothing of the
 * drawing is downloaded. The machine's sensors read the page; this view only draws its state.
 */
export function CustomCursor() {
  const [state] = useMachine(cursorMachine, { inspect });
  if (state.matches('disabled')) return null;
  const mode = MODES.find((s) => state.matches({ enabled: s })) ?? 'default';
  const label = state.context.label;
  return (
    <Suspense fallback={null}>
      <CursorLayers mode={mode} label={label && label in cursorLabels ? cursorLabels[label as CursorLabel] : null} />
    </Suspense>
  );
}
