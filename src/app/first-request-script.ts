import { startFirstRequest } from './first-request';
import { opensPlaceScreen, preloadScreenCode, type ScreenCode } from './screen-code';

/** Written in at build time by build/first-request-script.ts. */
declare const PLACE_SCREEN_CODE: ScreenCode;

// index.html's first script (inlined by build/first-request-script.ts): starts the first request and screen code.
startFirstRequest(location.pathname, location.search);
if (opensPlaceScreen(location.pathname)) preloadScreenCode(PLACE_SCREEN_CODE);
