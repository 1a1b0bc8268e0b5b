import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { Embed } from '../../../api/schemas/embed';
import { compassDegrees } from '../../../lib/compass';
import { countryName } from '../../../lib/country-name';
import type { PreciseReadings } from '../../../lib/precise-readings';
import { placePath } from '../../../lib/place';
import { isStale } from '../../../lib/relative-time';
import { followableUrl } from '../../../lib/safe-url';
import { formatTemperature, formatTemperatureWithUnit, formatWind } from '../../../lib/unit-format';
import { RowAge } from '../../../ui/data-age';
import { useUnits } from '../../../ui/units-context';
import { QueryContent } from '../../../ui/query-content';
import { useNow } from '../../../ui/use-now';
import { WeatherIcon } from '../../../ui/weather-icon';
import { WindDirection } from '../../../ui/wind-direction';
import { useEmbedCurrent } from '../api/get-embed-current';
import type { EmbedParams } from '../api/keys';
import { withPreciseReadings } from '../precise-embed';
import { useDaysAhead } from '../use-days-ahead';
import { SevenDayStrip } from './seven-day-strip';

const SOURCE_NOTES: Partial<Record<Embed['source'], string>> = {
  coords: 'Your location, as your device last found it',
  ip: 'Approximate location from your network',
  fallback: 'Showing a default place: your location could not be determined',
};

interface LocalWeatherCardProps {
  target: EmbedParams;
  /** The next hours at the card's place, composed in by the app (features do not import each other). */
  renderOutlook?: (place: { lat: number; lon: number }) => ReactNode;
  /** The same place's forecast readings, when at hand, so that °F agrees with the place screen. */
  precise?: PreciseReadings;
  /** The place's weather warnings, composed in by the app, under the current conditions. */
  renderWarnings?: (embed: Embed) => ReactNode;
}

/** The home screen's summary: loading, failure and refresh as every panel does them. */
export function LocalWeatherCard({ target, renderOutlook, precise, renderWarnings }: LocalWeatherCardProps) {
  const query = useEmbedCurrent({ params: target });
  return (
    <div className="card local-weather">
      <QueryContent query={query} what="The weather here" errorTitle="Could not load the weather" loadingLabel="Loading the weather…" loadingLines={4}>
        {(data, result) => (
          <LocalWeather data={withPreciseReadings(data, result.fetchedAt, precise)} fetchedAt={result.fetchedAt} renderOutlook={renderOutlook} warnings={renderWarnings?.(data)} />
        )}
      </QueryContent>
    </div>
  );
}

interface LocalWeatherProps {
  data: Embed;
  fetchedAt: number;
  renderOutlook: LocalWeatherCardProps['renderOutlook'];
  warnings: ReactNode;
}

function LocalWeather({ data, fetchedAt, renderOutlook, warnings }: LocalWeatherProps) {
  const { location, current, daily, source, attribution } = data;
  const note = SOURCE_NOTES[source];
  const units = useUnits();
  // A saved copy says its age beside the temperature, and keeps only the days still ahead there.
  const stale = isStale(fetchedAt, useNow());
  const days = useDaysAhead(daily, location.lat, location.lon, stale);
  // High and low are today's, as the week's first row says: a copy from yesterday carries
  // yesterday's beside its reading, which the place screen and the week below no longer show.
  const today = days[0]?.day === 'Today' ? days[0] : undefined;
  const temperature = (celsius: number | null) => formatTemperature(celsius, units);
  return (
    <article aria-labelledby="local-weather-place">
      <header className="local-weather__header">
        <h2 id="local-weather-place">
          {/* The card's way into the full forecast for its place. */}
          <Link href={placePath({ ...location, slug: location.slug || undefined })}>{location.name}</Link>
        </h2>
        <p className="muted">{[location.province, countryName(location.country)].filter(Boolean).join(', ')}</p>
        {note && <p className="local-weather__note">{note}</p>}
      </header>
      <div className="local-weather__now">
        <WeatherIcon code={current.code} isDay={current.isDay} size={56} />
        <p className="local-weather__temp" aria-label={`Temperature ${formatTemperatureWithUnit(current.temp, units)}`}>
          {temperature(current.temp)}
        </p>
        <div>
          <p className="local-weather__condition">
            {current.condition}
            {stale && <> <RowAge fetchedAt={fetchedAt} /></>}
          </p>
          {/* Each reading stays on one line; the line breaks only between them. */}
          <p className="muted local-weather__readings">
            <span>Feels like {temperature(current.feelsLike)}</span> · <span>H {temperature(today?.high ?? current.high)} L {temperature(today?.low ?? current.low)}</span>
          </p>
        </div>
      </div>
      {warnings}
      {renderOutlook?.(location)}
      <dl className="facts">
        <div>
          <dt>Humidity</dt>
          <dd>{current.humidity}%</dd>
        </div>
        <div>
          <dt>Wind</dt>
          <dd>
            {formatWind(current.windSpeed, units)} <WindDirection degrees={compassDegrees(current.windDirection)} />
          </dd>
        </div>
      </dl>
      <SevenDayStrip days={days} />
      <footer className="local-weather__footer">
        <Attribution name={attribution.name} url={attribution.url} />
      </footer>
    </article>
  );
}

/** The service's credit, as a link only when its URL is safe to follow. */
function Attribution({ name, url }: { name: string; url: string }) {
  const href = followableUrl(url);
  if (!href) return <span>Weather data: {name}</span>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      Weather data: {name}
    </a>
  );
}
