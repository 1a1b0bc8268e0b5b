import { useId } from 'react';
import type { AirQuality } from '../../../api/schemas/air-quality';
import { t } from '../../../i18n/i18n';
import { POLLUTANT_LABELS } from '../aqi-words';
import { formatConcentration, formatWhoRatio, pollutantRows } from '../pollutants';

/** Every pollutant with its concentration, EPA sub-index and its ratio to the WHO guideline. */
export function PollutantTable({ result }: { result: AirQuality }) {
  const nh3NoteId = useId();
  return (
    <>
      <div className="table-scroll" role="region" aria-label={t('air.table.region')} tabIndex={0}>
        <table className="pollutant-table">
          <caption>{t('air.table.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('air.table.pollutant')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('air.table.concentration', { unit: 'µg/m³' })}</span>
                <span aria-hidden="true">µg/m³</span>
              </th>
              <th scope="col">{t('air.table.subIndex')}</th>
              <th scope="col">{t('air.table.who')}</th>
            </tr>
          </thead>
          <tbody>
            {pollutantRows(result).map((row) => {
              const label = POLLUTANT_LABELS[row.pollutant];
              const name = t(label.name);
              const aboveWho = row.whoRatio !== undefined && row.whoRatio > 1;
              return (
                <tr key={row.pollutant}>
                  <th scope="row">
                    <abbr title={name}>{label.short}</abbr>
                    <span className="visually-hidden"> ({name})</span>
                    {row.pollutant === result.dominantPollutant && <span className="pollutant-table__dominant"> {t('air.table.dominant')}</span>}
                  </th>
                  <td>{formatConcentration(row.concentration)}</td>
                  <td>
                    {row.subIndex !== undefined ? (
                      row.subIndex
                    ) : row.pollutant === 'nh3' ? (
                      <span aria-describedby={nh3NoteId}>{t('air.table.notCovered')}</span>
                    ) : (
                      '—'
                    )}
                  </td>
                  <td>
                    {row.whoGuideline === undefined || row.whoRatio === undefined ? (
                      t('air.table.noWho')
                    ) : (
                      <>
                        {formatConcentration(row.whoGuideline)}
                        <br />
                        {/* The column's heading names the guideline: the cell shows the ratio alone, and says it whole to a screen reader. */}
                        <span className={aboveWho ? 'pollutant-table__above' : 'muted'}>
                          <span aria-hidden="true">{formatWhoRatio(row.whoRatio, undefined, 'short')}</span>
                          <span className="visually-hidden">{formatWhoRatio(row.whoRatio)}</span>
                        </span>
                      </>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p id={nh3NoteId} className="air-quality__note">
        {t('air.note.nh3')}
      </p>
      <p className="air-quality__note muted">
        {t('air.note.who')}
      </p>
    </>
  );
}
