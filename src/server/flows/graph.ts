import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { countedMachines, type CountedMachineId } from '#src/content/flows';
import { flowKey, type FlowTransition } from '#src/flows/transitions';

export type FlowGraph = {
  id: CountedMachineId;
  /** Every transition with a target, in the order the definition has them. */
  transitions: FlowTransition[];
  /** Every state, parents before children. */
  states: string[];
  allowed: Set<string>;
};

/** Written from the machine definitions by scripts/flow-graphs.ts (the build runs it; a test checks it is current). */
export const graphsFile = path.join(path.dirname(fileURLToPath(import.meta.url)), 'graphs.gen.json');

/**
 * The graph of every counted machine, read when the server starts: the
 * transitions a browser may report. A counted machine missing from the
 * file stops the start.
 */
export function flowGraphs(file = graphsFile): Map<CountedMachineId, FlowGraph> {
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, { states: string[]; transitions: FlowTransition[] }>;
  const graphs = new Map<CountedMachineId, FlowGraph>();
  for (const { id } of countedMachines) {
    const graph = data[id];
    if (!graph) throw new Error(`Flow counting: ${file} has no graph for "${id}"; run npm run flow-graphs`);
    graphs.set(id, { id, transitions: graph.transitions, states: graph.states, allowed: new Set(graph.transitions.map(flowKey)) });
  }
  return graphs;
}
