import type { FastifyInstance, FastifyReply } from 'fastify';
import { FLOW_BATCH_MAX, FLOW_COUNT_MAX, flowPeriods, isCountedMachine, type CountedMachineId } from '#src/content/flows';
import { FLOW_BATCH_FIELD, type FlowCount } from '#src/flows/counter';
import { flowKey } from '#src/flows/transitions';
import { requireRole } from '#src/server/auth/guard';
import type { AppDeps } from '#src/server/deps';
import { flowGraphs, type FlowGraph } from '#src/server/flows/graph';
import { addFlowCounts, flowDay, flowTotals } from '#src/server/flows/store';
import { toCsv } from './admin';

/** The largest body POST /api/flows takes: a full batch of long state names fits with room to spare. */
export const FLOW_BODY_LIMIT = 32 * 1024;
const TEXT_MAX = 200;

type Refusal = { field: string; message: string };

/** A batch as sent (a form field holding JSON, or JSON itself), checked against the machines' graphs. */
export function parseFlowBatch(body: unknown, graphs: ReadonlyMap<CountedMachineId, FlowGraph>): FlowCount[] | Refusal {
  let list: unknown = body && typeof body === 'object' ? (body as Record<string, unknown>)[FLOW_BATCH_FIELD] : undefined;
  if (typeof list === 'string') {
    try {
      list = JSON.parse(list);
    } catch {
      return { field: FLOW_BATCH_FIELD, message: 'The counts are not valid JSON.' };
    }
  }
  if (!Array.isArray(list) || list.length === 0) return { field: FLOW_BATCH_FIELD, message: 'Send a non-empty list of counts.' };
  if (list.length > FLOW_BATCH_MAX) return { field: FLOW_BATCH_FIELD, message: `Send at most ${FLOW_BATCH_MAX} counts at once.` };
  const counts = new Map<string, FlowCount>();
  for (const [index, item] of list.entries()) {
    const at = `${FLOW_BATCH_FIELD}[${index}]`;
    if (!item || typeof item !== 'object') return { field: at, message: 'Expected an object.' };
    const { machine, source, event, target, count } = item as Record<string, unknown>;
    if (![source, event, target].every((v) => typeof v === 'string' && v.length <= TEXT_MAX)) {
      return { field: at, message: 'Source, event and target must be text.' };
    }
    if (!Number.isInteger(count) || (count as number) < 1 || (count as number) > FLOW_COUNT_MAX) {
      return { field: at, message: `The count must be a whole number from 1 to ${FLOW_COUNT_MAX}.` };
    }
    if (!isCountedMachine(machine)) return { field: at, message: 'Unknown machine.' };
    const transition = { source: source as string, event: event as string, target: target as string };
    const key = flowKey(transition);
    if (!graphs.get(machine)!.allowed.has(key)) return { field: at, message: `${machine} has no such transition.` };
    const entry = counts.get(`${machine}\n${key}`);
    if (entry) entry.count += count as number;
    else counts.set(`${machine}\n${key}`, { machine, ...transition, count: count as number });
  }
  return [...counts.values()];
}

type FlowsQuery = { machine?: string; days?: string };

/**
 * Flow counting (docs/operations.md "Flow counts"): POST /api/flows takes
 * the batches the browser sends with the visitor's analytics consent and
 * adds them to the day's counts; GET /api/admin/flows (admin only) returns a
 * machine's counts over the last 7, 30 or 90 days, and .csv the same as a
 * spreadsheet. Nothing about the sender is stored.
 */
export async function flowRoutes(app: FastifyInstance, deps: AppDeps) {
  const graphs = flowGraphs();
  const admin = requireRole(deps.db, 'admin');
  // The form limiter, per address: a page sends a batch every 30 s at most, and on leaving; many visitors may share an address.
  const rateLimit = { max: deps.config.rateLimit.max * 6, timeWindow: deps.config.rateLimit.windowMs };

  app.post('/api/flows', { bodyLimit: FLOW_BODY_LIMIT, config: { rateLimit } }, async (request, reply) => {
    const batch = parseFlowBatch(request.body, graphs);
    if (!Array.isArray(batch)) {
      return reply
        .code(400)
        .send({ error: 'validation', message: 'Some fields need attention.', fields: { [batch.field]: batch.message } });
    }
    await addFlowCounts(deps.db, flowDay(deps.now()), batch);
    return reply.code(204).header('Cache-Control', 'no-store').send();
  });

  const query = (reply: FastifyReply, q: FlowsQuery = {}) => {
    const days = Number(q.days ?? 30);
    const fields: Record<string, string> = {};
    if (!isCountedMachine(q.machine)) fields.machine = 'Unknown machine.';
    if (!(flowPeriods as readonly number[]).includes(days)) fields.days = `Choose ${flowPeriods.join(', ')} days.`;
    if (Object.keys(fields).length) {
      void reply.code(400).send({ error: 'validation', message: 'Some fields need attention.', fields });
      return null;
    }
    return { machine: q.machine as CountedMachineId, days };
  };

  app.get<{ Querystring: FlowsQuery }>('/api/admin/flows', { preHandler: admin }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const q = query(reply, request.query);
    if (!q) return reply;
    const transitions = await flowTotals(deps.db, q.machine, q.days, flowDay(deps.now()));
    const graph = graphs.get(q.machine)!;
    return reply.send({ machine: q.machine, days: q.days, transitions, states: graph.states, graph: graph.transitions });
  });

  app.get<{ Querystring: FlowsQuery }>('/api/admin/flows.csv', { preHandler: admin }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const q = query(reply, request.query);
    if (!q) return reply;
    const today = flowDay(deps.now());
    const rows = await flowTotals(deps.db, q.machine, q.days, today);
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="flows-${q.machine}-${q.days}d-${today}.csv"`)
      .send(toCsv(['source', 'event', 'target', 'count'], rows));
  });
}
