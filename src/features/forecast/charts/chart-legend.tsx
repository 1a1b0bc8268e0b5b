import type { ReactNode } from 'react';
import { ARROW_PATH } from './chart-marks';
import type { ChartSpec } from './chart-spec';
import { seriesStyle } from './series-style';

/** One swatch per kind of mark the chart draws, named; nothing when there is only one thing to tell apart. */
export function ChartLegend({ spec }: { spec: ChartSpec }) {
  const entries: [string, ReactNode][] = (spec.lines ?? []).map((series) => {
    const style = seriesStyle(series.style);
    return [
      series.name,
      <svg width="34" height="12" aria-hidden="true" className={style.className}>
        <line x1="1" x2="33" y1="6" y2="6" strokeDasharray={style.dash} />
        <path className="chart__marker" transform="translate(17,6)" d={style.marker(28)} />
      </svg>,
    ];
  });
  if (spec.bars) entries.push([spec.bars.name, <Swatch className={spec.bars.className} />]);
  if (spec.band) entries.push([spec.band.name, <Swatch className="chart__band" />]);
  if (spec.rule) {
    entries.push([spec.rule.name, <svg width="34" height="12" aria-hidden="true"><line className="chart__rule" x1="1" x2="33" y1="6" y2="6" /></svg>]);
  }
  if (spec.arrows) entries.push([spec.arrows.name, <svg width="34" height="12" aria-hidden="true"><path className="chart__arrow" d={ARROW_PATH} transform="translate(17,6) rotate(90)" /></svg>]);
  if (spec.nightName) entries.push([spec.nightName, <Swatch className="chart__night chart__night--key" />]);
  if (entries.length < 2) return null;
  return (
    <ul className="chart__legend">
      {entries.map(([name, swatch]) => (
        <li key={name}>
          {swatch}
          {name}
        </li>
      ))}
    </ul>
  );
}

function Swatch({ className }: { className: string }) {
  return (
    <svg width="34" height="12" aria-hidden="true">
      <rect className={className} width="34" height="12" />
    </svg>
  );
}
