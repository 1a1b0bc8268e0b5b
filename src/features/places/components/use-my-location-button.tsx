import { useState } from 'react';
import { GeolocationError, GEOLOCATION_MESSAGES, getApproximatePosition } from '../geolocation';
import { useOpenPoint } from '../use-open-place';
import './places.css';

type LocatingState = { status: 'idle' } | { status: 'locating' } | { status: 'failed'; message: string };

/** "Use my location": the device's approximate position, then the place it is in. */
export function UseMyLocationButton() {
  const openPoint = useOpenPoint();
  const [state, setState] = useState<LocatingState>({ status: 'idle' });

  const locate = async () => {
    setState({ status: 'locating' });
    try {
      const { lat, lon } = await getApproximatePosition();
      await openPoint(lat, lon);
      setState({ status: 'idle' });
    } catch (error) {
      setState({ status: 'failed', message: error instanceof GeolocationError ? error.message : GEOLOCATION_MESSAGES.unavailable });
    }
  };

  return (
    <div className="my-location">
      <button type="button" className="button--quiet" onClick={() => void locate()} disabled={state.status === 'locating'}>
        {state.status === 'locating' ? 'Finding your location…' : 'Use my location'}
      </button>
      {state.status === 'failed' && (
        <p className="my-location__error" role="alert">
          {state.message}
        </p>
      )}
    </div>
  );
}
