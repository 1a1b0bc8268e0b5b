import { loadScreenWords } from '../../../i18n/i18n';
import type * as PlaceScreenModule from './place-screen';

let placeScreenCode: Promise<typeof PlaceScreenModule> | undefined;

/** The place screen's code and words (precached, off the home budget), loaded once; retried after a failure. */
export function loadPlaceScreen(): Promise<typeof PlaceScreenModule> {
  placeScreenCode ??= Promise.all([import('./place-screen'), loadScreenWords()]).then(([module]) => module).catch((error: unknown) => {
    placeScreenCode = undefined;
    throw error;
  });
  return placeScreenCode;
}
