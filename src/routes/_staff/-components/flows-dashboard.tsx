import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { fetchFlowReport, flowCsvUrl, type FlowReport } from '#src/api/flows';
import { countedMachines, flowPeriods, flowsPageCopy as copy, funnels, type CountedMachineId, type FlowPeriod } from '#src/content/flows';
import { funnelRows } from '#src/flows/funnel';
import { flowKey, type FlowTransition } from '#src/flows/transitions';
import { theme } from '#src/styles/tokens';

type Load = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; report: FlowReport };

/** Event types as a person reads them: `after typingDelay` rather than XState's generated name. */
export function eventLabel(event: string): string {
  const after = /^xstate\.after\.([^.]+)\./.exec(event);
  if (after) return `after ${after[1]}`;
  const done = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event);
  if (done) return `${done[1] === 'done' ? 'done' : 'failed'}: ${done[2]}`;
  return event;
}

/**
 * /admin/flows: per counted machine, its statechart with each transition
 * drawn as thick as it was taken in the chosen period (and labelled with
 * the count), the same as a table, the funnels read from it, and a CSV.
 */
export function FlowsDashboard() {
  const [machine, setMachine] = useState<CountedMachineId>('consultationWizard');
  const [days, setDays] = useState<FlowPeriod>(30);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const machineId = useId();
  const periodId = useId();

  useEffect(() => {
    const controller = new AbortController();
    setLoad({ status: 'loading' });
    fetchFlowReport(machine, days, { signal: controller.signal }).then(
      (report) => setLoad({ status: 'ready', report }),
      () => {
        if (!controller.signal.aborted) setLoad({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [machine, days]);

  const label = countedMachines.find((m) => m.id === machine)!.label;
  return (
    <Wrap>
      <Toolbar>
        <label htmlFor={machineId}>{copy.machinesLabel}</label>
        <select id={machineId} value={machine} onChange={(e) => setMachine(e.target.value as CountedMachineId)}>
          {countedMachines.map((m) => (
            <option key={m.id} value={m.id}>
              {m.label}
            </option>
          ))}
        </select>
        <label htmlFor={periodId}>{copy.periodLabel}</label>
        <select id={periodId} value={days} onChange={(e) => setDays(Number(e.target.value) as FlowPeriod)}>
          {flowPeriods.map((d) => (
            <option key={d} value={d}>
              {copy.periodOption(d)}
            </option>
          ))}
        </select>
        <a href={flowCsvUrl(machine, days)} download>
          {copy.csv}
        </a>
      </Toolbar>
      <Note>{copy.consentNote}</Note>
      <div aria-live="polite" aria-busy={load.status === 'loading'}>
        {load.status === 'loading' ? <p>{copy.loading}</p> : null}
        {load.status === 'failed' ? <p role="alert">{copy.failed}</p> : null}
      </div>
      {load.status === 'ready' && load.report.machine === machine ? <Report report={load.report} label={label} /> : null}
    </Wrap>
  );
}

function Report({ report, label }: { report: FlowReport; label: string }) {
  const counts = new Map(report.transitions.map((t) => [flowKey(t), t.count]));
  const total = report.transitions.reduce((sum, t) => sum + t.count, 0);
  const rows = report.graph.map((t) => ({ ...t, count: counts.get(flowKey(t)) ?? 0 })).sort((a, b) => b.count - a.count);
  const funnel = funnels.find((f) => f.machine === report.machine);
  return (
    <>
      {funnel ? (
        <Table>
          <caption>{funnel.title}</caption>
          <thead>
            <tr>
              <th scope="col">{copy.funnelColumns.step}</th>
              <th scope="col">{copy.funnelColumns.reached}</th>
              <th scope="col">{copy.funnelColumns.ofFirst}</th>
              <th scope="col">{copy.funnelColumns.ofPrevious}</th>
            </tr>
          </thead>
          <tbody>
            {funnelRows(funnel, report.transitions).map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                <td>{row.reached}</td>
                <td>{percent(row.ofFirst)}</td>
                <td>{percent(row.ofPrevious)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      ) : null}
      <Chart states={report.states} rows={rows} caption={copy.chartCaption(label, report.days, total)} />
      <Table data-testid="flow-transitions">
        <caption>{copy.tableCaption(label, report.days)}</caption>
        <thead>
          <tr>
            <th scope="col">{copy.columns.source}</th>
            <th scope="col">{copy.columns.event}</th>
            <th scope="col">{copy.columns.target}</th>
            <th scope="col">{copy.columns.count}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((t) => (
            <tr key={flowKey(t)} data-zero={t.count === 0 ? '' : undefined}>
              <td>{t.source}</td>
              <td>{eventLabel(t.event)}</td>
              <td>{t.target}</td>
              <td>{t.count}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      {total === 0 ? <p>{copy.empty}</p> : null}
    </>
  );
}

const percent = (share: number | null) => (share === null ? '—' : `${Math.round(share * 100)}%`);

const ROW = 26;
const LABEL_WIDTH = 260;

/**
 * The statechart as an arc diagram: every state a row (children indented
 * under their parent), every transition an arc on the right from its state
 * to its target, as thick as it was taken (a hairline when never), with the
 * count at its apex. The table below it carries the same figures for
 * screen readers; the drawing is described by its caption.
 */
function Chart({ states, rows, caption }: { states: string[]; rows: (FlowTransition & { count: number })[]; caption: string }) {
  const captionId = useId();
  const y = new Map(states.map((s, i) => [s, i * ROW + ROW / 2]));
  const max = Math.max(1, ...rows.map((r) => r.count));
  const arcs = rows
    .map((r) => ({ ...r, from: y.get(r.source), to: y.get(r.target.split(', ')[0]!) }))
    .filter((r): r is typeof r & { from: number; to: number } => r.from !== undefined && r.to !== undefined)
    .sort((a, b) => a.count - b.count);
  const reach = Math.max(60, ...arcs.map((a) => Math.abs(a.to - a.from) / 2 + 40));
  const width = LABEL_WIDTH + reach + 40;
  const height = states.length * ROW;
  return (
    <Figure>
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby={captionId} width="100%" style={{ maxWidth: `${width * 1.4}px` }}>
        {states.map((s) => (
          <text key={s} x={(s.split('.').length - 1) * 14} y={y.get(s)! + 4} className="state">
            {s.split('.').at(-1)}
          </text>
        ))}
        {arcs.map((a) => {
          const x = LABEL_WIDTH;
          const bend = a.from === a.to ? 30 : Math.abs(a.to - a.from) / 2 + 18;
          const d =
            a.from === a.to
              ? `M ${x} ${a.from - 5} C ${x + bend} ${a.from - 16}, ${x + bend} ${a.from + 16}, ${x} ${a.from + 5}`
              : `M ${x} ${a.from} C ${x + bend * 1.3} ${a.from}, ${x + bend * 1.3} ${a.to}, ${x} ${a.to}`;
          const strokeWidth = a.count ? 1.5 + 8 * (Math.log(1 + a.count) / Math.log(1 + max)) : 0.75;
          return (
            <g key={flowKey(a)} className={a.count ? 'taken' : 'never'}>
              <path d={d} fill="none" strokeWidth={strokeWidth} />
              {a.count ? (
                <text x={x + bend} y={(a.from + a.to) / 2 + 4} className="count">
                  {a.count}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <figcaption id={captionId}>{caption}</figcaption>
    </Figure>
  );
}

const Wrap = styled.div`
  display: grid;
  gap: ${theme.space[5]};
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[3]};
  select {
    min-height: 44px;
    padding: 0 ${theme.space[3]};
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius.sm};
    background: ${theme.color.bgElevated};
    color: ${theme.color.text};
    font: inherit;
  }
  a {
    color: ${theme.color.accentText};
  }
`;

const Note = styled.p`
  margin: 0;
  color: ${theme.color.textMuted};
  font-size: ${theme.text.sm};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${theme.text.sm};
  caption {
    text-align: left;
    font-weight: 600;
    padding-bottom: ${theme.space[2]};
  }
  th,
  td {
    text-align: left;
    padding: ${theme.space[2]};
    border-bottom: 1px solid ${theme.color.border};
    overflow-wrap: anywhere;
  }
  td:last-child {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  tr[data-zero] td {
    color: ${theme.color.textMuted};
  }
`;

const Figure = styled.figure`
  margin: 0;
  overflow-x: auto;
  svg {
    display: block;
    font-size: 12px;
  }
  .state {
    fill: ${theme.color.text};
  }
  .taken path {
    stroke: ${theme.color.accent};
    stroke-opacity: 0.75;
  }
  .never path {
    stroke: ${theme.color.textSubtle};
    stroke-dasharray: 3 3;
  }
  .count {
    fill: ${theme.color.text};
    font-weight: 600;
    paint-order: stroke;
    stroke: ${theme.color.bg};
    stroke-width: 3px;
  }
  figcaption {
    color: ${theme.color.textMuted};
    font-size: ${theme.text.sm};
    padding-top: ${theme.space[2]};
  }
`;
