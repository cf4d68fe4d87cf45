import type { CountedMachineId, FlowPeriod } from '#src/content/flows';
import type { FlowTransition } from '#src/flows/transitions';
import { getJson, type RequestOptions } from './http';

/** GET /api/admin/flows: a machine's counts over a period, with its whole graph for drawing. */
export type FlowReport = {
  machine: CountedMachineId;
  days: FlowPeriod;
  transitions: (FlowTransition & { count: number })[];
  states: string[];
  graph: FlowTransition[];
};

const query = (machine: CountedMachineId, days: FlowPeriod) => `machine=${encodeURIComponent(machine)}&days=${days}`;

export const fetchFlowReport = (machine: CountedMachineId, days: FlowPeriod, options: RequestOptions = {}) =>
  getJson<FlowReport>(`/api/admin/flows?${query(machine, days)}`, { signal: options.signal });

export const flowCsvUrl = (machine: CountedMachineId, days: FlowPeriod) => `/api/admin/flows.csv?${query(machine, days)}`;
