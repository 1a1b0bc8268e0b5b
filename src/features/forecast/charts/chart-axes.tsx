import type { ChartLayout } from './chart-layout';
import type { ChartSpec } from './chart-spec';

/** The lines' axis where time starts, the bars' own axis where it ends, each headed by its unit. */
export function ChartAxes({ spec, layout }: { spec: ChartSpec; layout: ChartLayout }) {
  const { plotStart, plotEnd, beside, y, barScale, top } = layout;
  const hasLines = (spec.lines ?? []).length > 0;
  const bars = spec.bars;
  return (
    <>
      {hasLines &&
        y.ticks(4).map((tick) => (
          <g key={tick} className="chart__grid">
            <line x1={plotStart} x2={plotEnd} y1={y(tick)} y2={y(tick)} />
            <text {...beside('start')} y={y(tick)} dy="0.32em">
              {spec.formatTick(tick)}
            </text>
          </g>
        ))}
      {hasLines && spec.unit && (
        <text className="chart__unit" {...beside('start')} y={top - 10}>
          {spec.unit}
        </text>
      )}
      {bars && barScale && (
        <g className="chart__bar-axis">
          {barScale.ticks(hasLines ? 2 : 4).map((tick) => (
            <g key={tick} className={hasLines ? undefined : 'chart__grid'}>
              {!hasLines && <line x1={plotStart} x2={plotEnd} y1={barScale(tick)} y2={barScale(tick)} />}
              <text {...beside('end')} y={barScale(tick)} dy="0.32em">
                {bars.formatTick(tick)}
              </text>
            </g>
          ))}
          <text className="chart__unit" {...beside('end')} y={(hasLines ? layout.barTop : top) - 10}>
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
