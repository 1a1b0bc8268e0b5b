import { extent, max } from 'd3-array';
import { scaleBand, scaleLinear } from 'd3-scale';
import { area, curveMonotoneX, line, symbol, symbolCircle, symbolDiamond, symbolSquare, symbolTriangle } from 'd3-shape';
import { useId, useState, type KeyboardEvent } from 'react';
import './charts.css';

export interface ChartLine {
  name: string;
  values: readonly number[];
  /** Picks colour, dash pattern and marker, so lines differ in more than colour. */
  style: number;
}

export interface ChartBars {
  name: string;
  values: readonly number[];
  /** Top of the bars' own scale (100 for a probability). */
  max: number;
  className: string;
}

export interface ChartTable {
  columns: readonly string[];
  rows: readonly (readonly string[])[];
}

export interface ChartSpec {
  /** Accessible name of the chart, also the table's caption. */
  title: string;
  /** What one point is ("hour", "quarter hour"), for the keyboard hint. */
  pointName: string;
  xLabels: readonly string[];
  /** Show every n-th x label (dense charts at phone widths). */
  labelEvery?: number;
  lines?: readonly ChartLine[];
  /** Shaded spread between the lowest and highest value at each point. */
  band?: { lower: readonly number[]; upper: readonly number[]; name: string };
  bars?: readonly ChartBars[];
  /** Points that fall at night are shaded. */
  night?: readonly boolean[];
  /** Lines of a quantity that cannot go below zero (precipitation) start their axis at 0. */
  nonNegative?: boolean;
  /** Smallest range the value axis shows, so that near-flat lines are not magnified. */
  minSpan?: number;
  formatTick: (value: number) => string;
  readout: (index: number) => string;
  table: ChartTable;
}

const DASHES = ['none', '6 3', '2 3', '8 3 2 3'];
const MARKERS = [symbolCircle, symbolSquare, symbolTriangle, symbolDiamond];
const HEIGHT = 200;
const MARGIN = { top: 12, right: 12, bottom: 26, left: 40 };
/** Room at the right for the names of several lines, written where each line ends. */
const LABEL_ROOM = 96;
const LABEL_GAP = 12;

/**
 * An SVG chart a keyboard can read: focus it and Left/Right (Home/End) move a highlighted
 * point whose values are announced; the same numbers are one click away as a table.
 */
export function InspectableChart({ spec }: { spec: ChartSpec }) {
  const { xLabels, lines = [], bars = [], band, night } = spec;
  const count = xLabels.length;
  const [active, setActive] = useState<number | undefined>(undefined);
  const hintId = useId();
  const right = MARGIN.right + (lines.length > 1 ? LABEL_ROOM : 0);
  const width = Math.max(320, count * (count > 8 ? 30 : 80)) + MARGIN.left + right;
  const x = scaleBand<number>()
    .domain(xLabels.map((_, i) => i))
    .range([MARGIN.left, width - right])
    .paddingInner(0.1);
  const centre = (i: number) => (x(i) ?? 0) + x.bandwidth() / 2;
  const lineValues = [...lines.flatMap((l) => l.values), ...(band ? [...band.lower, ...band.upper] : [])];
  const [low = 0, high = 1] = extent(lineValues);
  const floor = spec.nonNegative ? 0 : low - 1;
  const y = scaleLinear()
    .domain([floor, Math.max(spec.nonNegative ? high * 1.1 : high + 1, floor + (spec.minSpan ?? 2))])
    .nice()
    .range([HEIGHT - MARGIN.bottom, MARGIN.top]);
  const barTop = lines.length > 0 ? HEIGHT - MARGIN.bottom - (HEIGHT - MARGIN.top - MARGIN.bottom) * 0.4 : MARGIN.top;
  const barWidth = x.bandwidth() / Math.max(1, bars.length);

  function onKeyDown(event: KeyboardEvent) {
    const step = ({ ArrowRight: 1, ArrowLeft: -1 } as Record<string, number>)[event.key];
    let next: number | undefined;
    if (step !== undefined) next = active === undefined ? 0 : Math.min(count - 1, Math.max(0, active + step));
    if (event.key === 'Home') next = 0;
    if (event.key === 'End') next = count - 1;
    if (next === undefined) return;
    event.preventDefault();
    setActive(next);
  }

  const linePath = line<number>().x((_, i) => centre(i)).y((v) => y(v)).curve(curveMonotoneX);
  const bandPath = band
    ? area<number>().x((_, i) => centre(i)).y0((v) => y(v)).y1((_, i) => y(band.upper[i] ?? 0)).curve(curveMonotoneX)
    : undefined;
  const labelEvery = spec.labelEvery ?? 1;

  return (
    <figure className="chart">
      <div
        className="chart__scroll"
        tabIndex={0}
        role="group"
        aria-label={spec.title}
        aria-describedby={hintId}
        onKeyDown={onKeyDown}
        onBlur={() => setActive(undefined)}
      >
        <svg width={width} height={HEIGHT} viewBox={`0 0 ${width} ${HEIGHT}`} aria-hidden="true" onPointerLeave={() => setActive(undefined)}>
          {night?.map(
            (isNight, i) =>
              isNight && <rect key={`n${i}`} className="chart__night" x={x(i)! - 1} y={MARGIN.top} width={x.step()} height={HEIGHT - MARGIN.top - MARGIN.bottom} />,
          )}
          {lines.length > 0 &&
            y.ticks(4).map((tick) => (
              <g key={tick} className="chart__grid">
                <line x1={MARGIN.left} x2={width - right} y1={y(tick)} y2={y(tick)} />
                <text x={MARGIN.left - 4} y={y(tick)} dy="0.32em" textAnchor="end">
                  {spec.formatTick(tick)}
                </text>
              </g>
            ))}
          {bars.map((series, s) => {
            const scale = scaleLinear().domain([0, Math.max(series.max, max(series.values) ?? 0)]).range([HEIGHT - MARGIN.bottom, barTop]);
            return (
              <g key={series.name} className={series.className}>
                {series.values.map((value, i) => (
                  <rect key={i} x={(x(i) ?? 0) + s * barWidth} width={barWidth} y={scale(value)} height={HEIGHT - MARGIN.bottom - scale(value)} />
                ))}
              </g>
            );
          })}
          {band && bandPath && <path className="chart__band" d={bandPath(band.lower) ?? undefined} />}
          {lines.map((series) => (
            <g key={series.name} className={`chart__series chart__series--${series.style % 4}`}>
              <path d={linePath(series.values) ?? undefined} strokeDasharray={DASHES[series.style % 4]} fill="none" />
              {series.values.map((value, i) =>
                i % 3 === 0 || i === active ? (
                  <path
                    key={i}
                    transform={`translate(${centre(i)},${y(value)})`}
                    d={symbol(MARKERS[series.style % 4], i === active ? 70 : 28)() ?? undefined}
                  />
                ) : null,
              )}
            </g>
          ))}
          {lines.length > 1 &&
            endLabels(lines, y).map(({ series, at }) => (
              <text key={series.name} className={`chart__end-label chart__series--${series.style % 4}`} x={width - right + 6} y={at} dy="0.32em">
                {series.name}
              </text>
            ))}
          {xLabels.map((label, i) =>
            i % labelEvery === 0 ? (
              <text key={i} className="chart__x-label" x={centre(i)} y={HEIGHT - 8} textAnchor="middle">
                {label}
              </text>
            ) : null,
          )}
          {active !== undefined && <line className="chart__cursor" x1={centre(active)} x2={centre(active)} y1={MARGIN.top} y2={HEIGHT - MARGIN.bottom} />}
          {xLabels.map((_, i) => (
            <rect
              key={`hit${i}`}
              className="chart__hit"
              x={x(i)}
              y={0}
              width={x.step()}
              height={HEIGHT}
              onPointerEnter={() => setActive(i)}
            />
          ))}
        </svg>
      </div>
      {lines.length > 1 && <ChartLegend lines={lines} bandName={band?.name} />}
      <p className="chart__readout" aria-live="polite" id={hintId}>
        {active === undefined ? `Focus the chart and use the Left and Right arrow keys to read each ${spec.pointName}.` : spec.readout(active)}
      </p>
      <details className="chart__table">
        <summary>Show as table</summary>
        <div className="table-scroll">
          <table>
            <caption className="visually-hidden">{spec.title}</caption>
            <thead>
              <tr>
                {spec.table.columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {spec.table.rows.map((row, r) => (
                <tr key={r}>
                  {row.map((cell, c) => (c === 0 ? <th key={c} scope="row">{cell}</th> : <td key={c}>{cell}</td>))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}

/** Each line's name at its last value, nudged apart so that close lines stay readable. */
function endLabels(lines: readonly ChartLine[], y: (value: number) => number) {
  const placed = lines
    .map((series) => ({ series, at: y(series.values[series.values.length - 1] ?? 0) }))
    .sort((a, b) => a.at - b.at);
  placed.forEach((label, i) => {
    const previous = placed[i - 1];
    if (previous) label.at = Math.max(label.at, previous.at + LABEL_GAP);
  });
  return placed;
}

function ChartLegend({ lines, bandName }: { lines: readonly ChartLine[]; bandName?: string }) {
  return (
    <ul className="chart__legend">
      {lines.map((series) => (
        <li key={series.name} className={`chart__series chart__series--${series.style % 4}`}>
          <svg width="34" height="12" aria-hidden="true">
            <line x1="1" x2="33" y1="6" y2="6" strokeDasharray={DASHES[series.style % 4]} />
            <path transform="translate(17,6)" d={symbol(MARKERS[series.style % 4], 28)() ?? undefined} />
          </svg>
          {series.name}
        </li>
      ))}
      {bandName && (
        <li>
          <svg width="34" height="12" aria-hidden="true">
            <rect className="chart__band" width="34" height="12" />
          </svg>
          {bandName}
        </li>
      )}
    </ul>
  );
}
