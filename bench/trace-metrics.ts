/**
 * What a page costs after it first paints, read from one Chromium performance trace (the DevTools timeline
 * categories): from first contentful paint to `settleMs` after the load event, with no input.
 *
 * - `frames`: frames the page's renderer presented. A page where nothing moves should present a handful, then none.
 * - `droppedFrames`: frames that were wanted (something changed) but not ready in time, the main thread busy.
 * - `mainFrames`: of those, frames that ran the main thread's rendering steps (rAF, style, layout, paint).
 * - `styleRecalcs` / `bigStyleRecalcs`: style recalculations, and those touching more than a tenth of the
 *   document's elements (a class on <html>, new style rules, a theme switch).
 * - `styleMs`, `layoutMs`: time in style recalculation and layout.
 * - `scriptMs`: time in script (evaluation and calls), and per script file in `scriptByFile` (the file name
 *   without its hash, so runs and builds compare).
 */
export type TraceMetrics = {
  frames: number;
  droppedFrames: number;
  mainFrames: number;
  styleRecalcs: number;
  bigStyleRecalcs: number;
  styleMs: number;
  layoutMs: number;
  scriptMs: number;
  scriptByFile: Record<string, number>;
};

export type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: Record<string, unknown>; elementCount?: number; name?: string } & Record<string, unknown>;
};

/** A script URL as a stable name: `entry-client-m_0vbAHr.js` → `entry-client.js`; an inline script → `(inline)`. */
export function scriptName(url: string, pageUrl: string): string {
  if (!url) return '(unknown)';
  if (url === pageUrl || !/\.m?js(\?|$)/.test(url)) return '(inline)';
  const file = url.split('/').pop()!.split('?')[0]!;
  return file.replace(/-[\w-]{8}\.(m?js)$/, '.$1');
}

/**
 * Reads the metrics of the page's renderer from trace events. `elements` is how many elements the document
 * has at the end (the denominator of a "big" recalculation); the window ends `settleMs` after the page's
 * load event.
 */
export function traceMetrics(
  events: TraceEvent[],
  { elements, pageUrl, settleMs = 5000 }: { elements: number; pageUrl: string; settleMs?: number },
): TraceMetrics {
  // The page's renderer main thread: where the largest style recalculation ran.
  const biggest = events
    .filter((e) => e.name === 'UpdateLayoutTree' && e.ph === 'X')
    .sort((a, b) => (b.args?.elementCount ?? 0) - (a.args?.elementCount ?? 0))[0];
  if (!biggest) throw new Error('the trace has no style recalculation: did the page load?');
  const { pid, tid } = biggest;
  const onMain = (e: TraceEvent) => e.pid === pid && e.tid === tid;
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === pid);
  if (!fcp) throw new Error('the trace has no first contentful paint');
  // The page's own load (an SVG image is a document of its own, with its own load mark: not that one).
  const frame = (fcp.args as { frame?: string } | undefined)?.frame;
  const load = events.find(
    (e) => e.name === 'MarkLoad' && e.pid === pid && (e.args?.data as { frame?: string } | undefined)?.frame === frame,
  );
  const start = fcp.ts;
  const end = (load?.ts ?? start) + settleMs * 1000;
  const inWindow = (e: TraceEvent) => e.ts >= start && e.ts <= end;

  // Each frame the compositor began reports how it ended: presented (all or part of it), dropped (wanted but not
  // ready in time, the main thread being busy) or STATE_NO_UPDATE_DESIRED (nothing to draw: not a frame).
  const reports = events.filter((e) => e.name === 'PipelineReporter' && e.ph === 'b' && e.pid === pid && inWindow(e));
  const stateOf = (e: TraceEvent) => (e.args?.frame_reporter as { state?: string } | undefined)?.state ?? '';
  const frames = reports.filter((e) => stateOf(e).startsWith('STATE_PRESENTED')).length;
  const droppedFrames = reports.filter((e) => stateOf(e) === 'STATE_DROPPED').length;
  const mainFrames = events.filter((e) => e.name === 'BeginMainThreadFrame' && onMain(e) && inWindow(e)).length;
  const styles = events.filter((e) => e.name === 'UpdateLayoutTree' && e.ph === 'X' && onMain(e) && inWindow(e));
  const ms = (list: TraceEvent[]) => Math.round(list.reduce((sum, e) => sum + (e.dur ?? 0), 0) / 100) / 10;
  const layouts = events.filter((e) => e.name === 'Layout' && e.ph === 'X' && onMain(e) && inWindow(e));

  // Script: top-level evaluations and calls (nested ones are inside their parent's duration).
  const scriptEvents = events
    .filter((e) =>
      ['EvaluateScript', 'v8.evaluateModule', 'FunctionCall', 'TimerFire', 'FireAnimationFrame', 'EventDispatch'].includes(e.name),
    )
    .filter((e) => e.ph === 'X' && onMain(e) && inWindow(e))
    .sort((a, b) => a.ts - b.ts);
  const topLevel: TraceEvent[] = [];
  let until = -Infinity;
  for (const e of scriptEvents) {
    if (e.ts >= until) {
      topLevel.push(e);
      until = e.ts + (e.dur ?? 0);
    }
  }
  const scriptByFile: Record<string, number> = {};
  for (const e of topLevel) {
    const url = String(e.args?.data?.url ?? e.args?.data?.stackTrace ?? '');
    const name =
      e.name === 'EventDispatch' || e.name === 'TimerFire' || e.name === 'FireAnimationFrame' ? `(${e.name})` : scriptName(url, pageUrl);
    scriptByFile[name] = Math.round(((scriptByFile[name] ?? 0) + (e.dur ?? 0) / 1000) * 10) / 10;
  }
  return {
    frames,
    droppedFrames,
    mainFrames,
    styleRecalcs: styles.length,
    bigStyleRecalcs: styles.filter((e) => (e.args?.elementCount ?? 0) > elements / 10).length,
    styleMs: ms(styles),
    layoutMs: ms(layouts),
    scriptMs: ms(topLevel),
    scriptByFile,
  };
}
