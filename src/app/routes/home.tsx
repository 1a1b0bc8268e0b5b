import { lazy, Suspense } from 'react';
import { CurrentConditionsSummary } from '../../features/local-weather/components/current-conditions-summary';
import { LocalWeatherCard } from '../../features/local-weather/components/local-weather-card';
import { SavedPlacesList } from '../../features/places/components/saved-places-list';
import { UseMyLocationButton } from '../../features/places/components/use-my-location-button';
import { useHomeLocation } from '../../features/places/home-location';
import { Skeleton } from '../../ui/skeleton';
import { useAfterFirstPaint } from '../../ui/use-after-first-paint';
import { useDocumentTitle } from '../use-document-title';

// The forecast's schemas and strip come after the card's first paint, off the home screen's budget.
const LazyHourlyOutlook = lazy(() => import('../../features/forecast/components/hourly-outlook').then((module) => ({ default: module.HourlyOutlook })));

function Outlook({ lat, lon }: { lat: number; lon: number }) {
  // Its code is asked for once the card has painted: the request (and the styles it brings) is
  // work the card's first frame need not wait for.
  const load = useAfterFirstPaint();
  return (
    // Holds the strip's height while its code and data load, so nothing below it moves.
    <div className="home__outlook">
      {load && (
        <Suspense fallback={null}>
          <LazyHourlyOutlook lat={lat} lon={lon} />
        </Suspense>
      )}
    </div>
  );
}

const renderOutlook = (place: { lat: number; lon: number }) => <Outlook lat={place.lat} lon={place.lon} />;

export function HomeRoute() {
  useDocumentTitle('Weather');
  const { point } = useHomeLocation();
  return (
    <div className="home">
      <h1 className="visually-hidden">Weather</h1>
      <UseMyLocationButton />
      {point === undefined ? (
        // The remembered location is read from this device first, so the card asks once, for the right place.
        <div className="card local-weather">
          <Skeleton label="Loading the weather…" lines={4} />
        </div>
      ) : (
        <LocalWeatherCard target={point ?? { ip: true }} renderOutlook={renderOutlook} />
      )}
      <SavedPlacesList
        renderWeather={(place) => <CurrentConditionsSummary target={place.slug ? { slug: place.slug } : { lat: place.lat, lon: place.lon }} />}
      />
    </div>
  );
}
