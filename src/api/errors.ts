/** How a request failed: no answer, none in time, an error status, or a 2xx body that breaks the contract. */
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

let notAnswered: ApiError | undefined;

// A replayed copy online reads as a timeout. Lazy: an Error built at load makes an inspector re-parse the chunk.
export function notAnsweredError(): ApiError {
  notAnswered ??= new ApiError('timeout', 'The service did not answer; the service worker replayed its saved copy.');
  return notAnswered;
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
