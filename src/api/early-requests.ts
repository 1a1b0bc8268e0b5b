/**
 * GET requests started while the app's code is still being evaluated, before any query exists:
 * the first fetchEndpoint for the same URL takes the request over instead of asking again, so
 * the answer's way from the network overlaps with that evaluation.
 */
interface EarlyRequest {
  response: Promise<Response>;
  abort: AbortController;
}

const started = new Map<string, EarlyRequest>();

/** Starts a GET of `url` as fetchEndpoint would (no headers of its own, so a preload of it is taken). */
export function startEarlyRequest(url: URL): void {
  const abort = new AbortController();
  started.set(url.href, { response: fetch(url, { signal: abort.signal }), abort });
}

/**
 * The request started early for `url`, once (a later fetch asks the network as usual),
 * cancelled when `signal` aborts as a request of the caller's own would be.
 */
export function takeEarlyRequest(url: URL, signal: AbortSignal): Promise<Response> | undefined {
  const early = started.get(url.href);
  if (!early) return undefined;
  started.delete(url.href);
  if (signal.aborted) early.abort.abort(signal.reason);
  else signal.addEventListener('abort', () => early.abort.abort(signal.reason), { once: true });
  return early.response;
}
