import { useState } from 'react';
import { GeolocationError, GEOLOCATION_MESSAGES, getApproximatePosition } from '../geolocation';
import { useHomeLocation } from '../home-location';
import { useOpenPoint } from '../use-open-place';
import './places.css';

type LocatingState = { status: 'idle' } | { status: 'locating' } | { status: 'failed'; message: string };

/**
 * "Use my location": the device's approximate position, remembered for the home screen's card,
 * then the place it is in. Once remembered, the person can update it or go back to the
 * network's approximate location.
 */
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
      setState({ status: 'failed', message: error instanceof GeolocationError ? error.message : GEOLOCATION_MESSAGES.unavailable });
    }
  };

  return (
    <div className="my-location">
      <button type="button" className="button--quiet" onClick={() => void locate()} disabled={state.status === 'locating'}>
        {state.status === 'locating' ? 'Finding your location…' : home.point ? 'Update my location' : 'Use my location'}
      </button>
      {home.point && (
        <button type="button" className="button--quiet" onClick={home.forget}>
          Forget my location
        </button>
      )}
      {state.status === 'failed' && (
        <p className="my-location__error" role="alert">
          {state.message}
        </p>
      )}
    </div>
  );
}
