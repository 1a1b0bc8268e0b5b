import { lazy, Suspense } from 'react';
import type { Embed } from '../../api/schemas/embed';
import { useCachedReadings } from '../../features/forecast/use-cached-readings';
import { useEmbedCurrent } from '../../features/local-weather/api/get-embed-current';
import type { EmbedParams } from '../../features/local-weather/api/keys';
import { CurrentConditionsSummary } from '../../features/local-weather/components/current-conditions-summary';
import { LocalWeatherCard } from '../../features/local-weather/components/local-weather-card';
import { SavedPlacesList } from '../../features/places/components/saved-places-list';
import type { SavedPlace } from '../../features/places/saved-places';
import { UseMyLocationButton } from '../../features/places/components/use-my-location-button';
import { useHomeLocation } from '../../features/places/home-location';
import { t } from '../../i18n/i18n';
import { CodeBoundary, loadingCode } from '../../ui/code-boundary';
import { Skeleton } from '../../ui/skeleton';
import { useIntlReady } from '../../ui/use-intl-ready';
import { WarningBadge } from '../../ui/weather-warnings/warning-badge';
import { useDocumentTitle } from '../use-document-title';
import { usePlaceWarnings } from '../warnings/use-place-warnings';

// The forecast's schemas and strip come after the card's first paint, off the home screen's budget.
const LazyHourlyOutlook = lazy(
  loadingCode(() => import('../../features/forecast/components/hourly-outlook').then((module) => ({ default: module.HourlyOutlook }))),
);

function Outlook({ lat, lon }: { lat: number; lon: number }) {
  // Loaded after the card's paint and Intl's data (the hours need it), off the first frame's work.
  const load = useIntlReady();
  return (
    // Holds the strip's height while it loads, so nothing below moves.
    <div className="home__outlook">
      <div>
        {load && (
          <CodeBoundary what={t('home.outlook')}>
            <Suspense fallback={null}>
              <LazyHourlyOutlook lat={lat} lon={lon} />
            </Suspense>
          </CodeBoundary>
        )}
      </div>
    </div>
  );
}

const renderOutlook = (place: { lat: number; lon: number }) => <Outlook lat={place.lat} lon={place.lon} />;

/** A place's hazards as a badge, from its forecast when cached, else from the embed's days. */
function PlaceWarningBadge({ place, embed }: { place: { lat: number; lon: number }; embed: Embed | undefined }) {
  return <WarningBadge warnings={usePlaceWarnings(place, embed)} />;
}

const renderWarnings = (embed: Embed) => <PlaceWarningBadge place={embed.location} embed={embed} />;

/** The card reads the forecast its outlook (and the place screen) shows, so its °F agree. */
function HomeWeatherCard({ target }: { target: EmbedParams }) {
  const { data } = useEmbedCurrent({ params: target });
  const precise = useCachedReadings(data?.data.location);
  return <LocalWeatherCard target={target} renderOutlook={renderOutlook} precise={precise} renderWarnings={renderWarnings} />;
}

function SavedPlaceWeather({ place }: { place: SavedPlace }) {
  const target = place.slug ? { slug: place.slug } : { lat: place.lat, lon: place.lon };
  const precise = useCachedReadings(place);
  const { data } = useEmbedCurrent({ params: target });
  return (
    <>
      <CurrentConditionsSummary target={target} precise={precise} />
      <PlaceWarningBadge place={place} embed={data?.data} />
    </>
  );
}

export function HomeRoute() {
  useDocumentTitle(t('app.home.title'));
  const { point } = useHomeLocation();
  return (
    <div className="home">
      <h1 className="visually-hidden">{t('app.home.title')}</h1>
      <UseMyLocationButton />
      {point === undefined ? (
        // The remembered location is read from this device first, so the card asks once, for the right place.
        <div className="card local-weather">
          <Skeleton label={t('app.home.loading')} lines={4} />
        </div>
      ) : (
        <HomeWeatherCard target={point ?? { ip: true }} />
      )}
      <SavedPlacesList renderWeather={(place) => <SavedPlaceWeather place={place} />} />
    </div>
  );
}
