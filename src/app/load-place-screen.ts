import type * as PlaceScreenModule from './place-screen';

let placeScreenCode: Promise<typeof PlaceScreenModule> | undefined;

/**
 * The place screen's code (kept off the home screen's budget; the service worker precaches it, so
 * a deep link still opens offline), asked for once, and again after a failure, when the network
 * may be back.
 */
export function loadPlaceScreen(): Promise<typeof PlaceScreenModule> {
  placeScreenCode ??= import('./place-screen').catch((error: unknown) => {
    placeScreenCode = undefined;
    throw error;
  });
  return placeScreenCode;
}
