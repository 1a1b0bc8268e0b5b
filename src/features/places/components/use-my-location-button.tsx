import { useState } from 'react';
import { t } from '../../../i18n/i18n';
import { GeolocationError, GEOLOCATION_MESSAGES, getApproximatePosition, type GeolocationFailure } from '../geolocation';
import { useHomeLocation } from '../home-location';
import { useOpenPoint } from '../use-open-place';
import './places.css';

type LocatingState = { status: 'idle' } | { status: 'locating' } | { status: 'failed'; reason: GeolocationFailure };

/** "Use my location": the device's approximate position, remembered for home's card; can be updated or dropped. */
export function UseMyLocationButton() {
  const openPoint = useOpenPoint();
  const home = useHomeLocation();
  const [state, setState] = useState<LocatingState>({ status: 'idle' });

  const locate = async () => {
    setState({ status: 'locating' });
    try {
      const point = await getApproximatePosition();
      home.remember(point);
      await openPoint(point.lat, point.lon);
      setState({ status: 'idle' });
    } catch (error) {
      setState({ status: 'failed', reason: error instanceof GeolocationError ? error.reason : 'unavailable' });
    }
  };

  return (
    <div className="my-location">
      <button type="button" className="button--quiet" onClick={() => void locate()} disabled={state.status === 'locating'}>
        {t(state.status === 'locating' ? 'places.locate.finding' : home.point ? 'places.locate.update' : 'places.locate.use')}
      </button>
      {home.point && (
        <button type="button" className="button--quiet" onClick={home.forget}>
          {t('places.locate.forget')}
        </button>
      )}
      {state.status === 'failed' && (
        <p className="my-location__error" role="alert">
          {t(GEOLOCATION_MESSAGES[state.reason])}
        </p>
      )}
    </div>
  );
}
