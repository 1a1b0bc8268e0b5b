import { useId } from 'react';
import type { AirQuality } from '../../../api/schemas/air-quality';
import { categoryForLevel } from '../../../api/schemas/aqi-categories';
import { QueryContent } from '../../../ui/query-content';
import { WhenNear } from '../../../ui/when-near';
import { useAirQuality } from '../api/get-air-quality';
import { POLLUTANT_LABELS } from '../pollutants';
import { AqiScaleBar } from './aqi-scale-bar';
import { PollutantTable } from './pollutant-table';
import '../air-quality.css';

/** US EPA AQI for a point, with every pollutant against the WHO guidelines; fails on its own. */
export function AirQualityPanel({ lat, lon }: { lat: number; lon: number }) {
  const titleId = useId();
  const query = useAirQuality({ params: { lat, lon } });
  return (
    <section className="card air-quality" aria-labelledby={titleId}>
      <h2 id={titleId}>Air quality</h2>
      <QueryContent query={query} what="Air quality" errorTitle="Could not load the air quality" loadingLabel="Loading the air quality…" loadingLines={4}>
        {(result) => <AirQuality result={result} />}
      </QueryContent>
    </section>
  );
}

function AirQuality({ result }: { result: AirQuality }) {
  // The service's own category: the app never recomputes what the API already says.
  const category = categoryForLevel(result.level);
  const dominant = result.dominantPollutant ? POLLUTANT_LABELS[result.dominantPollutant] : undefined;
  return (
    <>
      <p className="aqi-badge" style={{ background: category.color, color: category.textColor }}>
        <span className="aqi-badge__label">US AQI</span> <strong className="aqi-badge__value">{result.aqi}</strong>{' '}
        <span className="aqi-badge__category">{category.name}</span>
      </p>
      <AqiScaleBar aqi={result.aqi} category={category} />
      <p className="air-quality__health">{category.healthMessage}</p>
      <p>
        Dominant pollutant:{' '}
        {dominant ? (
          <strong>
            {dominant.short} ({dominant.name})
          </strong>
        ) : (
          'none'
        )}
      </p>
      {/* Most of the card's elements: made as it comes near, in a box of its height meanwhile. */}
      <WhenNear placeholder={<div className="pollutant-table--pending" />}>
        <PollutantTable result={result} />
      </WhenNear>
    </>
  );
}
