import { useEffect, useState } from 'react';
import { t } from '../../../i18n/i18n';
import type { ChartKind } from './chart-frame';
import type { ChartTable as Table } from './chart-spec';
import { takeOpenedEarly } from './tables-opened-early';

/** Whether the page is being printed: a printed chart carries its table, as paper has no pointer. */
function usePrinting(): boolean {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    const start = () => setPrinting(true);
    const end = () => setPrinting(false);
    window.addEventListener('beforeprint', start);
    window.addEventListener('afterprint', end);
    return () => {
      window.removeEventListener('beforeprint', start);
      window.removeEventListener('afterprint', end);
    };
  }, []);
  return printing;
}

/** The chart's numbers as a collapsed table, its rows made only once opened (hundreds of unseen nodes otherwise). */
export function ChartTable({ title, table, chart }: { title: string; table: Table; chart: ChartKind }) {
  // Opened on the placeholder while the chart's code came, it stays open.
  const [open, setOpen] = useState(() => takeOpenedEarly(chart));
  const printing = usePrinting();
  return (
    // Opened for print and closed after it as it was; the reader's own toggles alone are remembered.
    <details className="chart__table" open={open || printing} onToggle={(event) => !printing && setOpen(event.currentTarget.open)}>
      <summary>{t('forecast.chart.showTable')}</summary>
      {(open || printing) && (
        <div className="table-scroll">
          <table>
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                {table.columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row, r) => (
                <tr key={r}>
                  {row.map((cell, c) => (c === 0 ? <th key={c} scope="row">{cell}</th> : <td key={c}>{cell}</td>))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </details>
  );
}
