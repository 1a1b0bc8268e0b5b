import { afterEach, describe, expect, it } from 'vitest';
import {
  createRateLimiter,
  currentRateLimit,
  resetRateLimit,
  setRateLimit,
} from '../../../src/mocks/http/rate-limit';

const API = 'http://mock.test/api/py/locations?slug=zurich';

function fromIp(ip: string) {
  return fetch(API, { headers: { 'x-forwarded-for': ip } });
}

describe('rate limit settings', () => {
  it('is off under Vitest unless a test turns it on', () => {
    expect(currentRateLimit()).toEqual({ requestsPerMinute: 0 });
  });
});

describe('token bucket', () => {
  it('allows a burst of the per-minute limit, then refills one token per 60/limit seconds', () => {
    let now = 0;
    const limiter = createRateLimiter({ requestsPerMinute: 60 }, () => now);
    for (let i = 0; i < 60; i++) expect(limiter.take('1.2.3.4')).toEqual({ allowed: true });
    expect(limiter.take('1.2.3.4')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    now += 1000;
    expect(limiter.take('1.2.3.4')).toEqual({ allowed: true });
    expect(limiter.take('1.2.3.4').allowed).toBe(false);
  });

  it('keeps a bucket per address, and one shared bucket for callers without an address', () => {
    const limiter = createRateLimiter({ requestsPerMinute: 1 }, () => 0);
    expect(limiter.take('10.0.0.1').allowed).toBe(true);
    expect(limiter.take('10.0.0.2').allowed).toBe(true);
    expect(limiter.take('10.0.0.1')).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect(limiter.take(undefined).allowed).toBe(true);
    expect(limiter.take(undefined).allowed).toBe(false);
  });

  it('never limits when the limit is 0', () => {
    const limiter = createRateLimiter({ requestsPerMinute: 0 }, () => 0);
    for (let i = 0; i < 1000; i++) expect(limiter.take('1.1.1.1').allowed).toBe(true);
  });
});

describe('rate limiting through the weather endpoints', () => {
  afterEach(() => resetRateLimit());

  it('answers 429 JSON with Retry-After once an IP is over its limit, other IPs unaffected', async () => {
    setRateLimit({ requestsPerMinute: 2 }, () => 0);
    expect((await fromIp('203.0.113.9')).status).toBe(200);
    expect((await fromIp('203.0.113.9')).status).toBe(200);
    const limited = await fromIp('203.0.113.9');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('30');
    expect(limited.headers.get('content-type')).toContain('application/json');
    expect(await limited.json()).toEqual({ detail: expect.stringContaining('at most 2 requests per minute per IP') });
    expect((await fromIp('198.51.100.7')).status).toBe(200);
  });
});
