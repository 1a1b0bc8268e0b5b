import { useCallback, useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { AirQualityPanel } from '../../../features/air-quality/components/air-quality-panel';
import { AirportsPanel } from '../../../features/airports/components/airports-panel';
import { useAirportMarkers } from '../../../features/airports/use-airport-markers';
import { useWeather } from '../../../features/forecast/api/get-weather';
import { useCachedAirReading } from '../../../features/air-quality/use-cached-air-reading';
import { ForecastPanels } from '../../../features/forecast/components/forecast-panels';
import { PlaceMap } from '../../../features/map/components/place-map';
import { SavedPlaceToggle } from '../../../features/places/components/saved-place-toggle';
import { OPENED_IN_APP, useOpenPoint } from '../../../features/places/use-open-place';
import { t } from '../../../i18n/i18n';
import { countryName } from '../../../lib/country-name';
import { coordinatePath, type SelectedPlace } from '../../../lib/place';
import { PanelBoundary } from '../../../ui/panel-boundary';
import { ScreenAge, ScreenAgeProvider } from '../../../ui/screen-age';
import { useUnits } from '../../../ui/units-context';
import './place-layout.css';

/** Air quality, asked for once the forecast has come or failed, so the two never share a slow connection. */
function PlaceAirQuality({ place }: { place: SelectedPlace }) {
  const forecast = useWeather({ params: { lat: place.lat, lon: place.lon }, queryConfig: { enabled: false } });
  return <AirQualityPanel lat={place.lat} lon={place.lon} after={!(forecast.isPending && forecast.fetchStatus === 'fetching')} />;
}

/** Everything the app knows about one place, panel by panel; each panel fails on its own. */
export function PlaceScreen({ place }: { place: SelectedPlace }) {
  const units = useUnits();
  // Cached only, never fetched here: it adds unhealthy air to the forecast's warnings.
  const air = useCachedAirReading(place);
  const openPoint = useOpenPoint();
  const [, navigate] = useLocation();
  const openAirport = useCallback((lat: number, lon: number) => navigate(coordinatePath(lat, lon), { state: OPENED_IN_APP }), [navigate]);
  const airportMarkers = useAirportMarkers(place.lat, place.lon, openAirport);
  const heading = useRef<HTMLHeadingElement>(null);
  // A place opened in the app starts at the top with focus on its name (eyes and screen readers).
  useEffect(() => {
    const state: unknown = window.history.state;
    if (typeof state !== 'object' || state === null || !(Object.keys(OPENED_IN_APP)[0]! in state)) return;
    window.scrollTo({ top: 0 });
    heading.current?.focus({ preventScroll: true });
  }, [place.lat, place.lon]);
  // Panels fetched together say their age once, under the place's name (src/ui/screen-age.tsx).
  return (
    <ScreenAgeProvider>
      <div className="place-layout">
        <div className="place-area place-area--title">
          {/* Its parts are readings: a line that wraps starts and ends with no dot; the dot a screen reader reads is hidden text. */}
          <h1 className="place-title readings" ref={heading} tabIndex={-1}>
            <span>
              <span>{place.name}</span>
              {place.country && (
                <span className="muted">
                  <span className="visually-hidden"> · </span>
                  {place.province ? t('place.region', { province: place.province, country: countryName(place.country) }) : countryName(place.country)}
                </span>
              )}
              {place.near && (
                <span className="muted">
                  <span className="visually-hidden"> · </span>
                  {t('place.near', { place: place.near })}
                </span>
              )}
            </span>
          </h1>
          <SavedPlaceToggle place={place} />
          <ScreenAge />
        </div>
        <PanelBoundary title={t('place.forecastFailed')}>
          <ForecastPanels place={place} air={air} />
        </PanelBoundary>
        <div className="place-area place-area--map">
          <PlaceMap
            center={place}
            label={place.name}
            markers={airportMarkers}
            onSelectPoint={(lat, lon) => void openPoint(lat, lon)}
          />
        </div>
        <div className="place-area place-area--air">
          <PlaceAirQuality place={place} />
        </div>
        <div className="place-area place-area--airports">
          <AirportsPanel lat={place.lat} lon={place.lon} distanceUnit={units.distance} />
        </div>
      </div>
    </ScreenAgeProvider>
  );
}
