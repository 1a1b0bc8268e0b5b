import type * as PlaceScreenModule from './place-screen';

let placeScreenCode: Promise<typeof PlaceScreenModule> | undefined;

/** The place screen's code (precached, off the home budget), loaded once; retried after a failure. */
export function loadPlaceScreen(): Promise<typeof PlaceScreenModule> {
  placeScreenCode ??= import('./place-screen').catch((error: unknown) => {
    placeScreenCode = undefined;
    throw error;
  });
  return placeScreenCode;
}
