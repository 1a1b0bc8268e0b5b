import { loadZoneData } from '../lib/zone-data';
import { startFirstRequest } from './first-request';
import { opensPlaceScreen, preloadScreenCode, type ScreenCode } from './screen-code';

/** Written in at build time by build/first-request-script.ts. */
declare const PLACE_SCREEN_CODE: ScreenCode;

// index.html's first script (inlined by build/first-request-script.ts): starts the first request and screen code.
startFirstRequest(location.pathname, location.search);
if (opensPlaceScreen(location.pathname)) {
  preloadScreenCode(PLACE_SCREEN_CODE);
  // A place's forecast is read with zone data, the page's costliest Intl load: it runs here, once the
  // requests are out and before the shell is drawn, so no drawn page waits on it.
  loadZoneData();
}
