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

let notAnswered: ApiError | undefined;

/**
 * What a copy the service worker replayed means while the browser is online: the service did not
 * answer in time, exactly as when the page's own wait runs out, so it is told in the same words.
 * One error, made the first time it is needed: an error made while the app's code is evaluated
 * captures a stack trace there, and with the inspector attached (bench:start, Lighthouse) Chromium
 * then parsed the whole entry chunk again for its source positions, about 45 ms at 4× CPU.
 */
export function notAnsweredError(): ApiError {
  notAnswered ??= new ApiError('timeout', 'The service did not answer; the service worker replayed its saved copy.');
  return notAnswered;
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
