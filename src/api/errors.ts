/**
 * Every way a request can fail, as one typed error the UI can put into words.
 * `network`: no answer at all; `timeout`: no answer in time; `http`: the server answered with an error status;
 * `invalid-response`: the server answered 2xx with a body that breaks the contract.
 */
export type ApiErrorKind = 'network' | 'timeout' | 'http' | 'invalid-response';

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly status?: number,
    /** Seconds to wait before retrying, from a 429's or 503's `Retry-After`. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/**
 * What a copy the service worker replayed means while the browser is online: the service did not
 * answer in time, exactly as when the page's own wait runs out, so it is told in the same words.
 */
export const NOT_ANSWERED = new ApiError('timeout', 'The service did not answer; the service worker replayed its saved copy.');

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Words for a person, not a developer: what happened and whether trying again can help. */
export function describeApiError(error: unknown): string {
  if (!isApiError(error)) return 'Something went wrong while loading this data.';
  switch (error.kind) {
    case 'network':
    case 'timeout':
      // Offline and unreachable are different: only the second is the service's (or the network's) doing.
      if (typeof navigator !== 'undefined' && !navigator.onLine) return 'You are offline. This comes when you are online again.';
      return "Can't reach the weather service. It is not answering; trying again.";
    case 'invalid-response':
      return 'The weather service sent data this app cannot read. Try again later.';
    case 'http':
      if (error.status === 429) {
        const wait = error.retryAfterSeconds ? ` in ${error.retryAfterSeconds} s` : ' shortly';
        return `Too many requests. You can try again${wait}.`;
      }
      if (error.status === 500) return 'The weather service failed while answering. Try again later.';
      if (error.status !== undefined && error.status >= 500) {
        return 'The weather service is unavailable right now. Try again in a moment.';
      }
      return error.message;
  }
}
