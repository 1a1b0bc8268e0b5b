export type GeolocationFailure = 'unsupported' | 'denied' | 'unavailable' | 'timeout';

export const GEOLOCATION_MESSAGES: Record<GeolocationFailure, string> = {
  unsupported: 'This browser cannot share your location. Search for a place instead.',
  denied: 'Location access is blocked. Allow it in your browser’s site settings, or search for a place.',
  unavailable: 'Your position could not be determined right now. Try again, or search for a place.',
  timeout: 'Finding your position took too long. Try again, or search for a place.',
};

export class GeolocationError extends Error {
  override readonly name = 'GeolocationError';

  constructor(readonly reason: GeolocationFailure) {
    super(GEOLOCATION_MESSAGES[reason]);
  }
}

/** Weather needs a town, not a doorstep: coarse accuracy saves battery and is quicker. */
export const POSITION_OPTIONS: PositionOptions = {
  enableHighAccuracy: false,
  timeout: 10_000,
  maximumAge: 5 * 60_000,
};

const FAILURES: Record<number, GeolocationFailure> = { 1: 'denied', 2: 'unavailable', 3: 'timeout' };

/** The device's approximate position; rejects with a GeolocationError naming why not. */
export function getApproximatePosition(geolocation: Geolocation | undefined = navigator.geolocation): Promise<{ lat: number; lon: number }> {
  return new Promise((resolve, reject) => {
    if (!geolocation) return reject(new GeolocationError('unsupported'));
    geolocation.getCurrentPosition(
      (position) => resolve({ lat: position.coords.latitude, lon: position.coords.longitude }),
      (error) => reject(new GeolocationError(FAILURES[error.code] ?? 'unavailable')),
      POSITION_OPTIONS,
    );
  });
}
