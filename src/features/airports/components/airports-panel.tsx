import { useId, type CSSProperties } from 'react';
import { Link } from 'wouter';
import type { Airport } from '../../../api/schemas/airports';
import { MAX_DISTANCE_KM_RULE } from '../../../api/schemas/query';
import { t } from '../../../i18n/i18n';
import { coordinatePath } from '../../../lib/place';
import type { DistanceUnit } from '../../../lib/units';
import { QueryContent } from '../../../ui/query-content';
import { WhenNear } from '../../../ui/when-near';
import { useNearestAirports } from '../api/get-nearest-airports';
import { MAX_AIRPORT_COUNT, MIN_AIRPORT_COUNT, useAirportCount } from '../airport-count';
import { formatDistance } from '../format-distance';
import '../airports.css';

/** The API's search radius (`maxDistanceKm` default, which the panel leaves out), named in the empty state. */
const SEARCH_RADIUS_KM = MAX_DISTANCE_KM_RULE.default;
const COUNT_OPTIONS = Array.from({ length: MAX_AIRPORT_COUNT - MIN_AIRPORT_COUNT + 1 }, (_, i) => MIN_AIRPORT_COUNT + i);

interface AirportsPanelProps {
  lat: number;
  lon: number;
  distanceUnit?: DistanceUnit;
  /** Told when someone chooses an airport (it also opens the airport's forecast when its position is known). */
  onSelectAirport?: (airport: Airport) => void;
}

/** The airports nearest to a point, closest first, with a persisted list length; fails on its own. */
export function AirportsPanel({ lat, lon, distanceUnit = 'km', onSelectAirport }: AirportsPanelProps) {
  const titleId = useId();
  const countId = useId();
  const { count, setCount } = useAirportCount();
  const query = useNearestAirports({ params: { lat, lon, count: count ?? 0 }, queryConfig: { enabled: count !== undefined } });
  return (
    <section className="card airports" aria-labelledby={titleId}>
      <header className="airports__header">
        <h2 id={titleId}>{t('airports.heading')}</h2>
        <label htmlFor={countId}>{t('airports.countLabel')}</label>
        <select
          id={countId}
          value={count ?? ''}
          disabled={count === undefined}
          onChange={(event) => setCount(Number(event.target.value))}
        >
          {count === undefined && <option value="">…</option>}
          {COUNT_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </header>
      <QueryContent query={query} what={t('airports.heading')} errorTitle={t('airports.errorTitle')} loadingLabel={t('airports.loading')}>
        {(result) => <AirportList airports={result.airports} distanceUnit={distanceUnit} onSelectAirport={onSelectAirport} />}
      </QueryContent>
    </section>
  );
}

interface AirportListProps {
  airports: Airport[];
  distanceUnit: DistanceUnit;
  onSelectAirport: ((airport: Airport) => void) | undefined;
}

function AirportList({ airports, distanceUnit, onSelectAirport }: AirportListProps) {
  if (airports.length === 0) {
    const km = formatDistance(SEARCH_RADIUS_KM, 'km');
    const empty = distanceUnit === 'mi' ? t('airports.emptyWithMiles', { km, miles: formatDistance(SEARCH_RADIUS_KM, 'mi') }) : t('airports.empty', { km });
    return <p className="airports__empty">{empty}</p>;
  }
  // The service sends them closest first; sorting again keeps that promise whatever it sends.
  const sorted = [...airports].sort((a, b) => a.distanceKm - b.distanceKm);
  // Made as it comes near the view, in a box as tall as its rows meanwhile.
  return (
    <WhenNear placeholder={<div className="airports__list airports__list--pending" style={{ '--rows': sorted.length } as CSSProperties} />}>
    <ol className="airports__list">
      {sorted.map((airport) => (
        <li key={airport.icao} className="airports__item">
          <AirportName airport={airport} onSelectAirport={onSelectAirport} />
          <span className="airports__distance">{formatDistance(airport.distanceKm, distanceUnit)}</span>
        </li>
      ))}
    </ol>
    </WhenNear>
  );
}

function AirportName({ airport, onSelectAirport }: { airport: Airport; onSelectAirport: AirportListProps['onSelectAirport'] }) {
  const label = (
    <>
      <span className="airports__icao">{airport.icao}</span> <span className="airports__name">{airport.name}</span>
    </>
  );
  if (airport.lat !== undefined && airport.lon !== undefined) {
    return (
      <Link
        href={coordinatePath(airport.lat, airport.lon)}
        className="airports__choose"
        aria-label={t('airports.forecastAt', { icao: airport.icao, name: airport.name })}
        onClick={() => onSelectAirport?.(airport)}
      >
        {label}
      </Link>
    );
  }
  if (onSelectAirport) {
    return (
      <button type="button" className="button--quiet airports__choose" onClick={() => onSelectAirport(airport)}>
        {label}
      </button>
    );
  }
  return <span>{label}</span>;
}
