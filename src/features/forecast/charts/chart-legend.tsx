import { ARROW_PATH } from './chart-marks';
import type { ChartSpec } from './chart-spec';
import { legendEntries, type LegendEntry } from './legend-entries';
import { seriesStyle } from './series-style';

/** One swatch per kind of mark the chart draws, named (legend-entries.ts). */
export function ChartLegend({ spec }: { spec: ChartSpec }) {
  const entries = legendEntries(spec);
  if (entries.length === 0) return null;
  return (
    <ul className="chart__legend">
      {entries.map((entry) => (
        <li key={entry.name}>
          <Swatch entry={entry} />
          {entry.name}
        </li>
      ))}
    </ul>
  );
}

function Swatch({ entry }: { entry: LegendEntry }) {
  if (entry.mark === 'line') {
    const style = seriesStyle(entry.style ?? 0);
    return (
      <svg width="34" height="12" aria-hidden="true" className={style.className}>
        <line x1="1" x2="33" y1="6" y2="6" strokeDasharray={style.dash} />
        <path className="chart__marker" transform="translate(17,6)" d={style.marker(28)} />
      </svg>
    );
  }
  return (
    <svg width="34" height="12" aria-hidden="true">
      {entry.mark === 'rule' && <line className="chart__rule" x1="1" x2="33" y1="6" y2="6" />}
      {entry.mark === 'arrow' && <path className="chart__arrow" d={ARROW_PATH} transform="translate(17,6) rotate(90)" />}
      {entry.mark === 'bars' && <rect className={entry.className} width="34" height="12" />}
      {entry.mark === 'band' && <rect className="chart__band" width="34" height="12" />}
      {entry.mark === 'night' && <rect className="chart__night chart__night--key" width="34" height="12" />}
    </svg>
  );
}
