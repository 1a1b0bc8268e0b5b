import { area, curveMonotoneX, line } from 'd3-shape';
import type { ChartLayout } from './chart-layout';
import type { ChartLine, ChartSpec } from './chart-spec';
import { seriesStyle } from './series-style';

const LABEL_GAP = 12;
/** An arrow needs about this much room (px) to stay apart from the next. */
const ARROW_ROOM = 16;
/** An arrow pointing up, about its centre; turned to where the wind goes. */
export const ARROW_PATH = 'M0 -6L4.5 5L0 2L-4.5 5Z';

/** Night shading, bars, a rule, wind arrows, the models' spread and the lines; each night and all bars one shape apiece. */
export function ChartMarks({ spec, layout, active }: { spec: ChartSpec; layout: ChartLayout; active: number | undefined }) {
  const { x, y, centre, stepStart, barScale, top, bottom, beside } = layout;
  const { lines = [], band, bars, night, arrows, rule } = spec;
  const arrowEvery = Math.max(1, Math.ceil(ARROW_ROOM / Math.max(1, x.step())));
  const linePath = line<number>().defined(Number.isFinite).x((_, i) => centre(i)).y((v) => y(v)).curve(curveMonotoneX);
  const bandPath = band
    ? area<number>().x((_, i) => centre(i)).y0((v) => y(v)).y1((_, i) => y(band.upper[i] ?? 0)).curve(curveMonotoneX)
    : undefined;
  return (
    <>
      {nightRuns(night).map(({ from, to }) => {
        const [start, end] = [stepStart(from), stepStart(to)].sort((a, b) => a - b) as [number, number];
        return <rect key={from} className="chart__night" x={start} y={top} width={end - start + x.step()} height={bottom - top} />;
      })}
      {bars && barScale && (
        <path
          className={bars.className}
          d={bars.values
            .map((value, i) => (Number.isFinite(value) && value > 0 ? `M${x(i) ?? 0} ${bottom}V${barScale(value)}h${x.bandwidth()}V${bottom}z` : ''))
            .join('')}
        />
      )}
      {rule && <line className="chart__rule" x1={layout.plotStart} x2={layout.plotEnd} y1={y(rule.value)} y2={y(rule.value)} />}
      {arrows?.degrees.map((degrees, i) =>
        degrees !== null && (i % arrowEvery === 0 || i === active) ? (
          <path key={i} className="chart__arrow" d={ARROW_PATH} transform={`translate(${centre(i)},${top - 10}) rotate(${degrees + 180})`} />
        ) : null,
      )}
      {band && bandPath && <path className="chart__band" d={bandPath(band.lower) ?? undefined} />}
      {lines.map((series) => {
        const style = seriesStyle(series.style);
        return (
          <g key={series.name} className={style.className}>
            <path d={linePath(series.values) ?? undefined} strokeDasharray={style.dash} fill="none" />
            {series.values.map((value, i) =>
              (i % 3 === 0 || i === active) && Number.isFinite(value) ? (
                <path key={i} className="chart__marker" transform={`translate(${centre(i)},${y(value)})`} d={style.marker(i === active ? 70 : 28)} />
              ) : null,
            )}
          </g>
        );
      })}
      {layout.endLabels &&
        endLabels(lines, y).map(({ series, at }) => (
          <text key={series.name} className={`chart__end-label ${seriesStyle(series.style).className}`} {...beside('end', bars ? 40 : 6)} y={at} dy="0.32em">
            {series.name}
          </text>
        ))}
    </>
  );
}

/** Each stretch of night as one shape (first and last point), not one per hour. */
function nightRuns(night: readonly boolean[] = []) {
  const runs: Array<{ from: number; to: number }> = [];
  night.forEach((isNight, i) => {
    if (!isNight) return;
    const last = runs[runs.length - 1];
    if (last && last.to === i - 1) last.to = i;
    else runs.push({ from: i, to: i });
  });
  return runs;
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
