/**
 * The parts of the development inspector that hold no inspector code and read no build flags,
 * so the WebSocket receiver (scripts/inspect-ws.ts) and the tests can use them too: which
 * inspection a page asked for, and the one-line description of each inspection record.
 */
export type InspectMode = { kind: 'stately' } | { kind: 'console' } | { kind: 'ws'; url: string };

export const HOSTED_INSPECTOR_URL = 'https://stately.ai/inspect';
export const DEFAULT_WS_INSPECTOR_URL = 'ws://localhost:8080';

/** The inspection a page asked for through `?inspect[=…]` or VITE_INSPECT, or null for none. */
export function inspectMode(search: string, envFlag: string | undefined): InspectMode | null {
  const params = new URLSearchParams(search);
  const value = params.has('inspect') ? (params.get('inspect') ?? '') : envFlag && envFlag !== '0' ? envFlag : null;
  if (value === null) return null;
  if (value === 'console') return { kind: 'console' };
  if (value === 'ws') return { kind: 'ws', url: DEFAULT_WS_INSPECTOR_URL };
  if (/^wss?:\/\//.test(value)) return { kind: 'ws', url: value };
  return { kind: 'stately' };
}

/** The record types the Stately inspectors receive (kept structural so this module imports no inspector code). */
type InspectionRecord = {
  type: string;
  sessionId: string;
  name?: string;
  parentId?: string;
  sourceId?: string;
  event?: { type?: string };
  snapshot?: { value?: unknown; status?: string };
};

/**
 * One console line per record, followed by the record itself:
 * `actor  header-dropdown (x:3)`, `event  menu.open → header-dropdown`, `state  header-dropdown "open"`.
 */
export function describeRecord(record: InspectionRecord, names: Map<string, string>): string {
  const name = (id: string | undefined) => (id ? (names.get(id) ?? id) : 'outside');
  switch (record.type) {
    case '@xstate.actor':
      names.set(record.sessionId, record.name ?? record.sessionId);
      return `actor  ${name(record.sessionId)} (${record.sessionId})${record.parentId ? `, child of ${name(record.parentId)}` : ''}`;
    case '@xstate.event':
      return `event  ${record.event?.type ?? '?'} → ${name(record.sessionId)}${record.sourceId ? ` from ${name(record.sourceId)}` : ''}`;
    case '@xstate.snapshot':
      return `state  ${name(record.sessionId)} ${JSON.stringify(record.snapshot?.value ?? null)}${record.snapshot?.status && record.snapshot.status !== 'active' ? ` (${record.snapshot.status})` : ''}`;
    default:
      return record.type;
  }
}

/** An inspector adapter that prints each record to the console (`?inspect=console`). */
export function consoleAdapter(
  log: (line: string, record: unknown) => void = (line, record) => console.debug(`[inspect] ${line}`, record),
) {
  const names = new Map<string, string>();
  return { send: (record: InspectionRecord) => log(describeRecord(record, names), record) };
}

export const offlineAdvice =
  `Stately inspector: ${HOSTED_INSPECTOR_URL} cannot be reached (offline, blocked by a proxy, or no network), so no inspector window was opened. ` +
  `To follow this page's machines without it, reload with ?inspect=console (records in this console) or ?inspect=ws ` +
  `(records sent to ${DEFAULT_WS_INSPECTOR_URL}; start a local receiver with \`npm run inspect:ws\`). See "Inspecting machines" in the README.`;

/** True when the hosted inspector answers (an opaque no-cors response is enough); false on a network error. */
export async function hostedInspectorReachable(): Promise<boolean> {
  try {
    await fetch(HOSTED_INSPECTOR_URL, { mode: 'no-cors', cache: 'no-store', signal: AbortSignal.timeout(5000) });
    return true;
  } catch {
    return false;
  }
}
