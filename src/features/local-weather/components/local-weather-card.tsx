import type { EmbedResponse } from '../../../api/schemas/embed';
import { describeApiError } from '../../../api/errors';
import { formatTemperature, formatTemperatureWithUnit, formatWind } from '../../../lib/unit-format';
import { DataAge } from '../../../ui/data-age';
import { useUnits } from '../../../ui/units-context';
import { ErrorState } from '../../../ui/error-state';
import { Skeleton } from '../../../ui/skeleton';
import { useEmbedCurrent } from '../api/get-embed-current';
import type { EmbedTarget } from '../api/keys';
import { SevenDayStrip } from './seven-day-strip';

const SOURCE_NOTES: Partial<Record<EmbedResponse['source'], string>> = {
  ip: 'Approximate location from your network',
  fallback: 'Showing a default place: your location could not be determined',
};

export function LocalWeatherCard({ target }: { target: EmbedTarget }) {
  const query = useEmbedCurrent(target);
  if (query.data) {
    return (
      <LocalWeather
        result={query.data.data}
        fetchedAt={query.data.fetchedAt}
        refreshing={query.isFetching}
        refreshError={query.isError ? query.error : undefined}
        onRefresh={() => void query.refetch()}
      />
    );
  }
  if (query.isError) {
    return <ErrorState title="Could not load the weather" error={query.error} onRetry={() => void query.refetch()} />;
  }
  return <Skeleton label="Loading the weather…" lines={4} />;
}

interface LocalWeatherProps {
  result: EmbedResponse;
  fetchedAt: number;
  refreshing: boolean;
  refreshError: unknown;
  onRefresh: () => void;
}

function LocalWeather({ result, fetchedAt, refreshing, refreshError, onRefresh }: LocalWeatherProps) {
  const { location, current, daily, source, attribution } = result;
  const note = SOURCE_NOTES[source];
  const units = useUnits();
  const temperature = (celsius: number) => formatTemperature(celsius, units);
  return (
    <article className="card local-weather" aria-labelledby="local-weather-place">
      <header className="local-weather__header">
        <h2 id="local-weather-place">{location.name}</h2>
        <p className="muted">{[location.province, location.country].filter(Boolean).join(', ')}</p>
        {note && <p className="local-weather__note">{note}</p>}
      </header>
      <div className="local-weather__now">
        <p className="local-weather__temp" aria-label={`Temperature ${formatTemperatureWithUnit(current.temp, units)}`}>
          {temperature(current.temp)}
        </p>
        <div>
          <p className="local-weather__condition">{current.condition}</p>
          <p className="muted">
            Feels like {temperature(current.feelsLike)} · H {temperature(current.high)} L {temperature(current.low)}
          </p>
        </div>
      </div>
      <dl className="facts">
        <div>
          <dt>Humidity</dt>
          <dd>{current.humidity}%</dd>
        </div>
        <div>
          <dt>Wind</dt>
          <dd>
            {formatWind(current.windSpeed, units)} {current.windDirection}
          </dd>
        </div>
      </dl>
      <SevenDayStrip days={daily} />
      {refreshError !== undefined && (
        <p className="refresh-error" role="alert">
          Could not refresh: {describeApiError(refreshError)} Showing the last data received.
        </p>
      )}
      <footer className="local-weather__footer">
        <DataAge fetchedAt={fetchedAt} />
        <button type="button" className="button--quiet" onClick={onRefresh} disabled={refreshing}>
          {refreshing ? 'Refreshing…' : 'Refresh'}
        </button>
        <a href={attribution.url} target="_blank" rel="noopener noreferrer">
          Weather data: {attribution.name}
        </a>
      </footer>
    </article>
  );
}
