import type { MessageId } from '../../i18n/message-id';
import { MINUTE_MS } from '../../lib/durations';

export type GeolocationFailure = 'unsupported' | 'denied' | 'unavailable' | 'timeout';

/** What each failure tells the person, as message ids: translated where shown. */
export const GEOLOCATION_MESSAGES: Record<GeolocationFailure, MessageId> = {
  unsupported: 'places.geo.unsupported',
  denied: 'places.geo.denied',
  unavailable: 'places.geo.unavailable',
  timeout: 'places.geo.timeout',
};

export class GeolocationError extends Error {
  override readonly name = 'GeolocationError';

  constructor(readonly reason: GeolocationFailure) {
    super(`Geolocation failed: ${reason}`);
  }
}

/** Weather needs a town, not a doorstep: coarse accuracy saves battery and is quicker. */
export const POSITION_OPTIONS: PositionOptions = {
  enableHighAccuracy: false,
  timeout: 10_000,
  maximumAge: 5 * MINUTE_MS,
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
