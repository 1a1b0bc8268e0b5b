import { memo, useId } from 'react';
import { t } from '../../i18n/i18n';
import type { PlaceClock } from '../../lib/local-time';
import type { UnitPreferences } from '../../lib/units';
import type { WeatherWarning } from '../../lib/weather-warnings/warning';
import { severityLabel, sourceLabel, warningDetails, warningTitle } from '../../lib/weather-warnings/warning-words';
import { WarningIcon } from './warning-icon';
import './weather-warnings.css';

interface WeatherWarningsProps {
  /** Most severe first, as forecastWarnings lists them. */
  warnings: readonly WeatherWarning[];
  clock: PlaceClock;
  now: number;
  units: UnitPreferences;
}

/** The place's hazards in full; nothing when there is none. Memoised: its screen re-renders often. */
export const WeatherWarnings = memo(function WeatherWarnings({ warnings, clock, now, units }: WeatherWarningsProps) {
  const headingId = useId();
  if (warnings.length === 0) return null;
  return (
    <section className="card weather-warnings" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('forecast.warnings.title')}</h2>
      <ul className="weather-warnings__list">
        {warnings.map((warning) => (
          <li key={warning.id} className={`weather-warning weather-warning--${warning.severity}`}>
            <WarningIcon kind={warning.kind} />
            <div>
              <p className="weather-warning__title">
                <strong>{warningTitle(warning.kind)}</strong>
                <span className="weather-warning__severity">{severityLabel(warning.severity)}</span>
              </p>
              <p>{warningDetails(warning, { clock, now, units })}</p>
              <p className="weather-warning__source">{sourceLabel(warning.source)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
});
