import type { ChartLine } from './chart-spec';
import { seriesStyle } from './series-style';

export function ChartLegend({ lines, bandName }: { lines: readonly ChartLine[]; bandName?: string }) {
  return (
    <ul className="chart__legend">
      {lines.map((series) => {
        const style = seriesStyle(series.style);
        return (
          <li key={series.name}>
            <svg width="34" height="12" aria-hidden="true" className={style.className}>
              <line x1="1" x2="33" y1="6" y2="6" strokeDasharray={style.dash} />
              <path className="chart__marker" transform="translate(17,6)" d={style.marker(28)} />
            </svg>
            {series.name}
          </li>
        );
      })}
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
