import { useId } from 'react';
import type { AirQuality } from '../../../api/schemas/air-quality';
import { formatConcentration, formatWhoRatio, POLLUTANT_LABELS, pollutantRows } from '../pollutants';

/** Every pollutant with its concentration, EPA sub-index and its ratio to the WHO guideline. */
export function PollutantTable({ result }: { result: AirQuality }) {
  const nh3NoteId = useId();
  return (
    <>
      <div className="table-scroll" role="region" aria-label="Pollutants table" tabIndex={0}>
        <table className="pollutant-table">
          <caption>Pollutants now</caption>
          <thead>
            <tr>
              <th scope="col">Pollutant</th>
              <th scope="col">
                <span className="visually-hidden">Concentration, </span>µg/m³
              </th>
              <th scope="col">EPA sub-index</th>
              <th scope="col">WHO guideline</th>
            </tr>
          </thead>
          <tbody>
            {pollutantRows(result).map((row) => {
              const label = POLLUTANT_LABELS[row.pollutant];
              const aboveWho = row.whoRatio !== undefined && row.whoRatio > 1;
              return (
                <tr key={row.pollutant}>
                  <th scope="row">
                    <abbr title={label.name}>{label.short}</abbr>
                    <span className="visually-hidden"> ({label.name})</span>
                    {row.pollutant === result.dominantPollutant && <span className="pollutant-table__dominant"> dominant</span>}
                  </th>
                  <td>{formatConcentration(row.concentration)}</td>
                  <td>
                    {row.subIndex !== undefined ? (
                      row.subIndex
                    ) : row.pollutant === 'nh3' ? (
                      <span aria-describedby={nh3NoteId}>Not covered</span>
                    ) : (
                      '—'
                    )}
                  </td>
                  <td>
                    {row.whoGuideline === undefined || row.whoRatio === undefined ? (
                      'No WHO guideline'
                    ) : (
                      <>
                        {formatConcentration(row.whoGuideline)}
                        <br />
                        <span className={aboveWho ? 'pollutant-table__above' : 'muted'}>{formatWhoRatio(row.whoRatio)}</span>
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
        NH₃ (ammonia) is shown as a concentration only: EPA&rsquo;s Air Quality Index does not cover it.
      </p>
      <p className="air-quality__note muted">
        WHO guidelines are averages over a day (ozone: 8 hours), so the ratio for the current hour is a guide, not a verdict.
      </p>
    </>
  );
}
