import type { ChartLayout } from './chart-layout';
import type { ChartSpec } from './chart-spec';

/** The lines' axis at the left, the bars' own axis at the right, each headed by its unit. */
export function ChartAxes({ spec, layout }: { spec: ChartSpec; layout: ChartLayout }) {
  const { left, plotRight, y, barScale, top } = layout;
  const hasLines = (spec.lines ?? []).length > 0;
  const bars = spec.bars;
  return (
    <>
      {hasLines &&
        y.ticks(4).map((tick) => (
          <g key={tick} className="chart__grid">
            <line x1={left} x2={plotRight} y1={y(tick)} y2={y(tick)} />
            <text x={left - 4} y={y(tick)} dy="0.32em" textAnchor="end">
              {spec.formatTick(tick)}
            </text>
          </g>
        ))}
      {hasLines && spec.unit && (
        <text className="chart__unit" x={left - 4} y={top - 10} textAnchor="end">
          {spec.unit}
        </text>
      )}
      {bars && barScale && (
        <g className="chart__bar-axis">
          {barScale.ticks(hasLines ? 2 : 4).map((tick) => (
            <g key={tick} className={hasLines ? undefined : 'chart__grid'}>
              {!hasLines && <line x1={left} x2={plotRight} y1={barScale(tick)} y2={barScale(tick)} />}
              <text x={plotRight + 4} y={barScale(tick)} dy="0.32em">
                {bars.formatTick(tick)}
              </text>
            </g>
          ))}
          <text className="chart__unit" x={plotRight + 4} y={(hasLines ? layout.barTop : top) - 10}>
            {bars.unit}
          </text>
        </g>
      )}
      {spec.xLabels.map((label, i) =>
        i % layout.labelEvery === 0 ? (
          <text key={i} className="chart__x-label" x={layout.centre(i)} y={layout.height - 7} textAnchor="middle">
            {label}
          </text>
        ) : null,
      )}
    </>
  );
}
