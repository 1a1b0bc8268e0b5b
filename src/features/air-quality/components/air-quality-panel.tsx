import { useId } from 'react';
import type { AirQualityResponse } from '../../../api/schemas/air-quality';
import { ErrorState } from '../../../ui/error-state';
import { RefreshStatus } from '../../../ui/refresh-status';
import { Skeleton } from '../../../ui/skeleton';
import { useAirQuality } from '../api/get-air-quality';
import { categoryForAqi } from '../aqi-categories';
import { POLLUTANT_LABELS } from '../pollutants';
import { AqiScaleBar } from './aqi-scale-bar';
import { PollutantTable } from './pollutant-table';
import '../air-quality.css';

/** US EPA AQI for a point, with every pollutant against the WHO guidelines; fails on its own. */
export function AirQualityPanel({ lat, lon }: { lat: number; lon: number }) {
  const titleId = useId();
  const query = useAirQuality({ lat, lon });
  let content;
  if (query.data) {
    content = (
      <>
        <AirQuality result={query.data.data} />
        <RefreshStatus
          fetchedAt={query.data.fetchedAt}
          refreshing={query.isFetching}
          refreshError={query.isError ? query.error : undefined}
          failedAt={query.errorUpdatedAt}
          onRefresh={() => void query.refetch()}
        />
      </>
    );
  } else if (query.isError) {
    content = (
      <ErrorState
        title="Could not load the air quality"
        error={query.error}
        failedAt={query.errorUpdatedAt}
        onRetry={() => void query.refetch()}
      />
    );
  } else {
    content = <Skeleton label="Loading the air quality…" lines={4} />;
  }
  return (
    <section className="card air-quality" aria-labelledby={titleId}>
      <h2 id={titleId}>Air quality</h2>
      {content}
    </section>
  );
}

function AirQuality({ result }: { result: AirQualityResponse }) {
  const category = categoryForAqi(result.aqi);
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
      <PollutantTable result={result} />
    </>
  );
}
