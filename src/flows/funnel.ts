import type { Funnel } from '#src/content/flows';
import type { FlowTransition } from './transitions';

type Counted = FlowTransition & { count: number };

/** `path` is `state` or one of its descendants. */
const within = (path: string, state: string) => path === state || path.startsWith(`${state}.`);
const inAny = (path: string, states: readonly string[]) => states.some((state) => within(path, state));

export type FunnelRow = { label: string; reached: number; ofFirst: number | null; ofPrevious: number | null };

/**
 * How many times each step of a funnel was reached: transitions into one of
 * its states from a state that belongs neither to it nor to a later step
 * (moving back and forth inside the flow does not count again), with the
 * share of the first step and of the step before.
 */
export function funnelRows(funnel: Funnel, transitions: readonly Counted[]): FunnelRow[] {
  const reached = funnel.steps.map((step, index) => {
    const thisAndLater = funnel.steps.slice(index).flatMap((s) => s.states);
    return transitions
      .filter((t) => t.target.split(', ').some((target) => inAny(target, step.states)) && !inAny(t.source, thisAndLater))
      .reduce((sum, t) => sum + t.count, 0);
  });
  const share = (part: number, whole: number | undefined) => (whole ? part / whole : null);
  return funnel.steps.map((step, index) => ({
    label: step.label,
    reached: reached[index]!,
    ofFirst: share(reached[index]!, reached[0]),
    ofPrevious: index ? share(reached[index]!, reached[index - 1]) : null,
  }));
}
