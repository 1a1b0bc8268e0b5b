import { startFirstRequest } from './first-request';
import { opensPlaceScreen, preloadScreenCode, type ScreenCode } from './screen-code';

/** Written in at build time by scripts/first-request-script.ts. */
declare const PLACE_SCREEN_CODE: ScreenCode;

/**
 * index.html's first script, inlined into its head by scripts/first-request-script.ts: the first
 * screen's request leaves with the page, before the app's code has even been asked for, and a
 * place's screen asks for its own code beside the entry's.
 */
startFirstRequest(location.pathname, location.search);
if (opensPlaceScreen(location.pathname)) preloadScreenCode(PLACE_SCREEN_CODE);
