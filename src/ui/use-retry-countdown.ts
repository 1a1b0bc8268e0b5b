import { useEffect, useState } from 'react';
import { isApiError } from '../api/errors';

/** Whole seconds left of a 429's `Retry-After`, counted from `failedAt`; 0 once a retry may go. */
export function useRetryCountdown(error: unknown, failedAt: number | undefined): number {
  const waitSeconds = failedAt !== undefined && isApiError(error) && error.status === 429 ? (error.retryAfterSeconds ?? 0) : 0;
  const until = waitSeconds > 0 && failedAt !== undefined ? failedAt + waitSeconds * 1000 : 0;
  const [now, setNow] = useState(Date.now);
  const waiting = until > now;
  useEffect(() => {
    if (!waiting) return;
    const id = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(id);
  }, [waiting, until]);
  return waiting ? Math.min(waitSeconds, Math.ceil((until - now) / 1000)) : 0;
}
