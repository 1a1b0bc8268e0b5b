/**
 * GET requests started before any query exists — by index.html's own script, while the app's
 * code still downloads (src/app/first-request.ts): the first fetchEndpoint for the same URL takes
 * the request over instead of asking again, so the answer's way from the network overlaps with
 * the download and evaluation of the code.
 */
interface EarlyRequest {
  response: Promise<Response>;
  abort: AbortController;
}

/**
 * Kept on the page's global object: index.html's script and the app are two bundles, each with
 * its own copy of this module, and the app takes what the page's script started.
 */
const EARLY_REQUESTS = Symbol.for('skycache.early-requests');
type EarlyGlobal = typeof globalThis & { [EARLY_REQUESTS]?: Map<string, EarlyRequest> };

function started(): Map<string, EarlyRequest> {
  const page = globalThis as EarlyGlobal;
  return (page[EARLY_REQUESTS] ??= new Map());
}

/** Starts a GET of `url` as fetchEndpoint would send it; resolves with its response. */
export function startEarlyRequest(url: URL): Promise<Response> {
  const abort = new AbortController();
  const response = fetch(url, { signal: abort.signal });
  // Never taken (its data was already saved, or the screen changed): its failure is no one's.
  response.catch(() => undefined);
  started().set(url.href, { response, abort });
  return response;
}

/**
 * The request started early for `url`, once (a later fetch asks the network as usual),
 * cancelled when `signal` aborts as a request of the caller's own would be.
 */
export function takeEarlyRequest(url: URL, signal: AbortSignal): Promise<Response> | undefined {
  const early = started().get(url.href);
  if (!early) return undefined;
  started().delete(url.href);
  if (signal.aborted) early.abort.abort(signal.reason);
  else signal.addEventListener('abort', () => early.abort.abort(signal.reason), { once: true });
  return early.response;
}
