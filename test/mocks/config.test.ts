import { describe, expect, it } from 'vitest';
import { DEFAULT_PLANT_TOKEN, DEFAULT_REQUESTS_PER_MINUTE, readMockConfig } from '../../src/mocks/config';

describe('mock configuration', () => {
  it('has working defaults with nothing set', () => {
    const config = readMockConfig({});
    expect(config.defaultPlace).toBe('zurich');
    expect(config.faults).toEqual({ latencyMs: 0, errorRate: 0, outage: false });
    expect(config.rateLimit).toEqual({ requestsPerMinute: DEFAULT_REQUESTS_PER_MINUTE });
    expect([...config.plantTokens]).toEqual([DEFAULT_PLANT_TOKEN]);
    expect(config.plantsBasePath).toBe('/sandbox');
  });

  it('reads MOCK_RATE_LIMIT as requests per minute, 0 or "off" disabling it, and is off under Vitest', () => {
    expect(readMockConfig({ MOCK_RATE_LIMIT: '120' }).rateLimit).toEqual({ requestsPerMinute: 120 });
    expect(readMockConfig({ MOCK_RATE_LIMIT: '0' }).rateLimit).toEqual({ requestsPerMinute: 0 });
    expect(readMockConfig({ MOCK_RATE_LIMIT: 'off' }).rateLimit).toEqual({ requestsPerMinute: 0 });
    expect(readMockConfig({ VITEST: 'true' }).rateLimit).toEqual({ requestsPerMinute: 0 });
  });

  it('keeps simulated faults within sane bounds', () => {
    const { faults } = readMockConfig({ MOCK_LATENCY_MS: '999999', MOCK_ERROR_RATE: '7', MOCK_OUTAGE: 'true' });
    expect(faults).toEqual({ latencyMs: 60_000, errorRate: 1, outage: true });
    expect(readMockConfig({ MOCK_LATENCY_MS: 'soon', MOCK_ERROR_RATE: '-1' }).faults).toEqual({ latencyMs: 0, errorRate: 0, outage: false });
  });

  it('takes plant tokens as a comma-separated list and the store path from VITE_PLANTS_BASE_URL, whatever its origin', () => {
    const config = readMockConfig({ MOCK_PLANT_TOKENS: ' a, b ,,', VITE_PLANTS_BASE_URL: 'https://plants.example/store/' });
    expect([...config.plantTokens]).toEqual(['a', 'b']);
    expect(config.plantsBasePath).toBe('/store');
  });
});
