import { startFirstRequest } from './first-request';

/**
 * src/main.tsx imports this before anything else, so the first screen's request is on its way
 * while the rest of the app's code is evaluated, and its answer is usually there when that ends.
 */
export const homeCardFirst = startFirstRequest(location.pathname);
