import { describe, expect, it } from 'vitest';
import { scriptName, traceMetrics, type TraceEvent } from '#bench/trace-metrics';

const PAGE = 'http://127.0.0.1:3000/privacy-policy';
const main = { pid: 1, tid: 1 };
const ms = (n: number) => n * 1000;
const ev = (name: string, ts: number, extra: Partial<TraceEvent> = {}): TraceEvent => ({ name, ph: 'X', ts: ms(ts), ...main, ...extra });
const frame = (ts: number, state: string): TraceEvent => ({
  name: 'PipelineReporter',
  ph: 'b',
  ts: ms(ts),
  ...main,
  args: { frame_reporter: { state } },
});

/** A made-up trace: first paint at 100 ms, load at 200 ms, then a few things after. */
const events: TraceEvent[] = [
  ev('UpdateLayoutTree', 50, { dur: ms(30), args: { elementCount: 500 } }), // before first paint: not counted
  { name: 'firstContentfulPaint', ph: 'I', ts: ms(100), ...main, args: { frame: 'F1' } },
  { name: 'MarkLoad', ph: 'I', ts: ms(150), ...main, args: { data: { frame: 'SVG' } } }, // an SVG image's own document
  { name: 'MarkLoad', ph: 'I', ts: ms(200), ...main, args: { data: { frame: 'F1' } } },
  ev('UpdateLayoutTree', 300, { dur: ms(12), args: { elementCount: 450 } }),
  ev('UpdateLayoutTree', 400, { dur: ms(2), args: { elementCount: 8 } }),
  ev('UpdateLayoutTree', 300, { dur: ms(99), pid: 2, tid: 2, args: { elementCount: 9 } }), // another process
  ev('Layout', 301, { dur: ms(5) }),
  ev('BeginMainThreadFrame', 299),
  frame(299, 'STATE_PRESENTED_ALL'),
  frame(316, 'STATE_DROPPED'),
  frame(333, 'STATE_NO_UPDATE_DESIRED'),
  frame(5300, 'STATE_PRESENTED_ALL'), // after load + 5 s: outside the window
  ev('FunctionCall', 250, { dur: ms(40), args: { data: { url: 'http://127.0.0.1:3000/assets/entry-client-m_0vbAHr.js' } } }),
  ev('FunctionCall', 260, { dur: ms(10), args: { data: { url: 'http://127.0.0.1:3000/assets/xstate.esm-CDSZt_xG.js' } } }), // nested
  ev('TimerFire', 500, { dur: ms(3) }),
];

describe('bench trace figures', () => {
  it('count what happens between first paint and 5 s after the page’s own load, on the page’s main thread', () => {
    const m = traceMetrics(events, { elements: 1000, pageUrl: PAGE });
    expect(m.frames).toBe(1);
    expect(m.droppedFrames).toBe(1);
    expect(m.mainFrames).toBe(1);
    expect(m.styleRecalcs).toBe(2);
    expect(m.bigStyleRecalcs).toBe(1);
    expect(m.styleMs).toBe(14);
    expect(m.layoutMs).toBe(5);
    // Nested calls are inside their parent's time.
    expect(m.scriptMs).toBe(43);
    expect(m.scriptByFile).toEqual({ 'entry-client.js': 40, '(TimerFire)': 3 });
  });

  it('name script files without their content hash, and inline scripts as such', () => {
    expect(scriptName('http://x/assets/entry-client-m_0vbAHr.js', PAGE)).toBe('entry-client.js');
    expect(scriptName('http://x/assets/use-form-flow-BtL-ynIi.js', PAGE)).toBe('use-form-flow.js');
    expect(scriptName(PAGE, PAGE)).toBe('(inline)');
  });

  it('refuse a trace without a first paint', () => {
    expect(() =>
      traceMetrics(
        events.filter((e) => e.name !== 'firstContentfulPaint'),
        { elements: 1000, pageUrl: PAGE },
      ),
    ).toThrow(/first contentful paint/);
  });
});
