/**
 * The graphs flow counting checks against (src/server/flows/graphs.gen.json):
 * for every counted machine (src/content/flows.ts), its states and every
 * transition with a target, read from the machine definition itself. The
 * server imports no machines, so the build writes this file first
 * (scripts/build.mjs); `npm run flow-graphs` writes it by hand, and a test
 * fails when the committed file differs from what the machines give.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { countedMachineIds } from '#src/content/flows';
import { flowTransitionsOf, statePathsOf } from '#src/flows/transitions';
import { loadMachines } from './statecharts-lib';

export const FLOW_GRAPHS_FILE = 'src/server/flows/graphs.gen.json';

export async function renderFlowGraphs(root: string): Promise<string> {
  const machines = new Map((await loadMachines(root)).map((doc) => [doc.machine.id, doc.machine]));
  const graphs: Record<string, { states: string[]; transitions: ReturnType<typeof flowTransitionsOf> }> = {};
  for (const id of countedMachineIds) {
    const machine = machines.get(id);
    if (!machine) throw new Error(`Flow counting: no machine in machines/ has the id "${id}"`);
    graphs[id] = { states: statePathsOf(machine), transitions: flowTransitionsOf(machine) };
  }
  return `${JSON.stringify(graphs, null, 2)}\n`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  fs.writeFileSync(path.join(root, FLOW_GRAPHS_FILE), await renderFlowGraphs(root));
}
