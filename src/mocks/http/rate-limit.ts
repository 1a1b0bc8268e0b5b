import { readMockConfig, type RateLimitSettings } from '../config';
import { jsonError } from './responses';

/**
 * Per-IP rate limiting of the weather service: a token bucket per caller address that holds
 * `requestsPerMinute` tokens (the allowed burst) and refills at `requestsPerMinute / 60`
 * tokens a second. A request takes one token; with none left it gets 429 and `Retry-After`.
 *
 * Callers without an address (in-process callers such as tests and the benchmark; the Vite
 * plugin always sets one from the socket) share one bucket, so leaving the address out never
 * escapes the limit.
 */
/** The bucket of every caller whose address is unknown. */
export const UNKNOWN_CALLER = 'unknown';
/** Above this many tracked callers, buckets that have refilled completely are forgotten. */
const MAX_TRACKED_CALLERS = 10_000;

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

interface Bucket {
  tokens: number;
  updatedMs: number;
}

export interface RateLimiter {
  readonly settings: Readonly<RateLimitSettings>;
  take(caller: string | undefined): RateDecision;
}

export function createRateLimiter(settings: RateLimitSettings, nowMs: () => number = Date.now): RateLimiter {
  const capacity = settings.requestsPerMinute;
  const tokensPerMs = capacity / 60_000;
  const buckets = new Map<string, Bucket>();

  function refilled(bucket: Bucket, now: number): number {
    return Math.min(capacity, bucket.tokens + (now - bucket.updatedMs) * tokensPerMs);
  }

  function forgetIdleCallers(now: number): void {
    for (const [caller, bucket] of buckets) if (refilled(bucket, now) >= capacity) buckets.delete(caller);
  }

  return {
    settings: { ...settings },
    take(caller) {
      if (capacity <= 0) return { allowed: true };
      const now = nowMs();
      const key = caller ?? UNKNOWN_CALLER;
      const bucket = buckets.get(key) ?? { tokens: capacity, updatedMs: now };
      bucket.tokens = refilled(bucket, now);
      bucket.updatedMs = now;
      if (!buckets.has(key)) {
        if (buckets.size >= MAX_TRACKED_CALLERS) forgetIdleCallers(now);
        buckets.set(key, bucket);
      }
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return { allowed: true };
      }
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - bucket.tokens) / tokensPerMs / 1000)) };
    },
  };
}

let limiter = createRateLimiter(readMockConfig().rateLimit);

/** Replaces the limits (and forgets every bucket); tests use it to turn limiting on. */
export function setRateLimit(settings: RateLimitSettings, nowMs?: () => number): void {
  limiter = createRateLimiter(settings, nowMs);
}

export function resetRateLimit(): void {
  limiter = createRateLimiter(readMockConfig().rateLimit);
}

export function currentRateLimit(): Readonly<RateLimitSettings> {
  return limiter.settings;
}

/** A 429 for a caller over its limit, else undefined. */
export function rateLimitResponse(caller: string | undefined): Response | undefined {
  const decision = limiter.take(caller);
  if (decision.allowed) return undefined;
  return jsonError(
    429,
    `Rate limit exceeded: at most ${limiter.settings.requestsPerMinute} requests per minute per IP address; retry in ${decision.retryAfterSeconds} s.`,
    { 'Retry-After': String(decision.retryAfterSeconds) },
  );
}
