import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { Embed } from '../../../api/schemas/embed';
import type { MessageId } from '../../../i18n/message-id';
import { t } from '../../../i18n/i18n';
import { compassDegrees } from '../../../lib/compass';
import { countryName } from '../../../lib/country-name';
import type { PreciseReadings } from '../../../lib/precise-readings';
import { placePath } from '../../../lib/place';
import { isStale } from '../../../lib/relative-time';
import { followableUrl } from '../../../lib/safe-url';
import { formatPercent, formatTemperature, formatTemperatureWithUnit, formatWind } from '../../../lib/unit-format';
import { RowAge } from '../../../ui/data-age';
import { richMessage } from '../../../ui/rich-message';
import { useUnits } from '../../../ui/units-context';
import { QueryContent } from '../../../ui/query-content';
import { useNow } from '../../../ui/use-now';
import { WeatherIcon } from '../../../ui/weather-icon';
import { WindDirection } from '../../../ui/wind-direction';
import { useEmbedCurrent } from '../api/get-embed-current';
import { conditionName } from '../condition-name';
import type { EmbedParams } from '../api/keys';
import { usablePrecise, withPreciseReadings } from '../precise-embed';
import { restOfDay } from '../home-day-words';
import { SERVICE_TODAY } from '../service-today';
import { useDaysAhead } from '../use-days-ahead';
import { HomeDayWords } from './home-day-words';
import { SevenDayStrip } from './seven-day-strip';

const SOURCE_NOTES: Partial<Record<Embed['source'], MessageId>> = {
  coords: 'home.source.coords',
  ip: 'home.source.ip',
  fallback: 'home.source.fallback',
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
      <QueryContent query={query} what={t('home.what')} errorTitle={t('home.error')} loadingLabel={t('home.loading')} loadingLines={4}>
        {(data, result) => (
          <LocalWeather
            data={withPreciseReadings(data, result.fetchedAt, precise)}
            fetchedAt={result.fetchedAt}
            precise={usablePrecise(precise, result.fetchedAt)}
            renderOutlook={renderOutlook}
            warnings={renderWarnings?.(data)}
          />
        )}
      </QueryContent>
    </div>
  );
}

interface LocalWeatherProps {
  data: Embed;
  fetchedAt: number;
  precise: PreciseReadings | undefined;
  renderOutlook: LocalWeatherCardProps['renderOutlook'];
  warnings: ReactNode;
}

function LocalWeather({ data, fetchedAt, precise, renderOutlook, warnings }: LocalWeatherProps) {
  const { location, current, daily, source, attribution } = data;
  const note = SOURCE_NOTES[source];
  const units = useUnits();
  const now = useNow();
  // A saved copy says its age beside the temperature, and keeps only the days still ahead there.
  const stale = isStale(fetchedAt, now);
  const days = useDaysAhead(daily, location.lat, location.lon, stale);
  // High and low are today's: a copy from yesterday carries yesterday's, which the screens no longer show.
  const today = days[0]?.day === SERVICE_TODAY ? days[0] : undefined;
  const temperature = (celsius: number | null) => formatTemperature(celsius, units);
  return (
    <article aria-labelledby="local-weather-place">
      <header className="local-weather__header">
        <h2 id="local-weather-place">
          {/* The card's way into the full forecast for its place. */}
          <Link href={placePath({ ...location, slug: location.slug || undefined })}>{location.name}</Link>
        </h2>
        <p className="muted">{region(location.province, countryName(location.country))}</p>
        {note && <p className="local-weather__note">{t(note)}</p>}
      </header>
      <div className="local-weather__now">
        <WeatherIcon code={current.code} isDay={current.isDay} size={56} />
        <p className="local-weather__temp" aria-label={t('home.temperature', { temperature: formatTemperatureWithUnit(current.temp, units) })}>
          {temperature(current.temp)}
        </p>
        <div>
          <p className="local-weather__condition">
            {conditionName(current.code, current.condition)}
            {stale && <> <RowAge fetchedAt={fetchedAt} /></>}
          </p>
          {/* Lines break between readings, and inside one only when it is wider than the card. */}
          <p className="muted readings">
            <span>
              <span>{t('home.feelsLike', { temperature: temperature(current.feelsLike) })}</span>
              <span>{t('home.highLow', { high: temperature(today?.high ?? current.high), low: temperature(today?.low ?? current.low) })}</span>
            </span>
          </p>
        </div>
      </div>
      <HomeDayWords days={days} units={units} rest={today && restOfDay(precise, today.date, now)} />
      {warnings}
      {renderOutlook?.(location)}
      <dl className="facts">
        <div>
          <dt>{t('home.humidity')}</dt>
          <dd>{formatPercent(current.humidity)}</dd>
        </div>
        <div>
          <dt>{t('home.wind')}</dt>
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
  // The service's name is its own, in every language (and to a page translator).
  const credit = richMessage('home.attribution', { name: <span translate="no">{name}</span> });
  if (!href) return <span>{credit}</span>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {credit}
    </a>
  );
}

/** "Zurich, Switzerland", or whichever of the two the service named. */
function region(province: string, country: string): string {
  return province && country ? t('home.region', { province, country }) : province || country;
}
