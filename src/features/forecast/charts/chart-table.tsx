import { useState } from 'react';
import { t } from '../../../i18n/i18n';
import type { ChartTable as Table } from './chart-spec';

/** The chart's numbers as a collapsed table, its rows made only once opened (hundreds of unseen nodes otherwise). */
export function ChartTable({ title, table }: { title: string; table: Table }) {
  const [open, setOpen] = useState(false);
  return (
    <details className="chart__table" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{t('forecast.chart.showTable')}</summary>
      {open && (
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
