import { startFirstRequest } from './first-request';

/**
 * index.html's first script, inlined into its head by scripts/first-request-script.ts: the first
 * screen's request leaves with the page, before the app's code has even been asked for.
 */
startFirstRequest(location.pathname);
