/** GETs index.html's script starts while the app downloads (src/app/first-request.ts), taken over by fetchEndpoint. */
interface EarlyRequest {
  response: Promise<Response>;
  abort: AbortController;
}

/** On the global object: index.html's script and the app are two bundles, each with its own copy of this module. */
const EARLY_REQUESTS = Symbol.for('skycache.early-requests');
type EarlyGlobal = typeof globalThis & { [EARLY_REQUESTS]?: Map<string, EarlyRequest> };

function started(): Map<string, EarlyRequest> {
  const page = globalThis as EarlyGlobal;
  return (page[EARLY_REQUESTS] ??= new Map());
}

export function startEarlyRequest(url: URL): Promise<Response> {
  const abort = new AbortController();
  const response = fetch(url, { signal: abort.signal });
  // Never taken (its data was already saved, or the screen changed): its failure is no one's.
  response.catch(() => undefined);
  started().set(url.href, { response, abort });
  return response;
}

/** The request started early for `url`, handed out once; aborted with `signal`. */
export function takeEarlyRequest(url: URL, signal: AbortSignal): Promise<Response> | undefined {
  const early = started().get(url.href);
  if (!early) return undefined;
  started().delete(url.href);
  if (signal.aborted) early.abort.abort(signal.reason);
  else signal.addEventListener('abort', () => early.abort.abort(signal.reason), { once: true });
  return early.response;
}
