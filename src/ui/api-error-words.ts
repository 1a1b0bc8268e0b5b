import { isApiError } from '../api/errors';
import { t } from '../i18n/i18n';

/** An error in a person's words; outside src/api/ so the service worker carries no catalogue. */
export function describeApiError(error: unknown): string {
  if (!isApiError(error)) return t('states.error.unknown');
  switch (error.kind) {
    case 'network':
    case 'timeout':
      if (typeof navigator !== 'undefined' && !navigator.onLine) return t('states.error.offline');
      return t('states.error.unreachable');
    case 'invalid-response':
      return t('states.error.unreadable');
    case 'http':
      if (error.status === 429) {
        return error.retryAfterSeconds
          ? t('states.error.rateLimitedFor', { seconds: error.retryAfterSeconds })
          : t('states.error.rateLimited');
      }
      if (error.status === 500) return t('states.error.serviceFailed');
      if (error.status !== undefined && error.status >= 500) return t('states.error.unavailable');
      return error.message;
  }
}

/** Why there is no fresh answer, in the two or three words a list row has room for. */
export function shortProblem(error: unknown): string {
  if (!isApiError(error)) return t('states.short.failed');
  if (error.kind === 'network' || error.kind === 'timeout') return navigator.onLine ? t('states.short.unreachable') : t('states.short.offline');
  if (error.status === 429) return t('states.short.rateLimited');
  if (error.status !== undefined && error.status >= 500) return t('states.short.serviceError');
  return t('states.short.failed');
}
