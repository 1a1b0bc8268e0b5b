import { DEFAULT_PLANTS_BASE_URL } from '../api/default-base-urls.ts';

/*
 * The mock's settings, read from the environment of the process that runs it (`npm start`,
 * `npm run dev`, Vitest, the benchmark) here and nowhere else. The README's Configuration lists each one.
 */

type Env = Record<string, string | undefined>;

/** Simulated trouble: added latency, a share of failed requests, or a full outage. */
export interface FaultSettings {
  latencyMs: number;
  errorRate: number;
  outage: boolean;
}

export interface RateLimitSettings {
  /** Requests a caller may make per minute; 0 turns limiting off. */
  requestsPerMinute: number;
}

export interface MockConfig {
  /** Slug of the place a loopback or private caller is located at (MOCK_DEFAULT_PLACE). */
  defaultPlace: string;
  /** MOCK_PROFILE: `contract` answers as the contract writes; `real-service` as the real service does. */
  profile: 'contract' | 'real-service';
  /** MOCK_LATENCY_MS, MOCK_ERROR_RATE, MOCK_OUTAGE; changeable at run time through /__mock/faults. */
  faults: FaultSettings;
  /** MOCK_RATE_LIMIT (per minute per IP; `0` or `off` disables). */
  rateLimit: RateLimitSettings;
  /** Bearer tokens the plant store accepts (MOCK_PLANT_TOKENS, comma-separated). */
  plantTokens: ReadonlySet<string>;
  /** The path part of VITE_PLANTS_BASE_URL, whatever origin it names: where the plant store answers. */
  plantsBasePath: string;
}

export const DEFAULT_REQUESTS_PER_MINUTE = 600;
/** The token a development setup accepts when MOCK_PLANT_TOKENS is not set (docs/mock-api.md). */
export const DEFAULT_PLANT_TOKEN = 'dev-plant-token';

export function readMockConfig(env: Env = process.env): MockConfig {
  return {
    defaultPlace: env.MOCK_DEFAULT_PLACE?.trim() || 'zurich',
    profile: env.MOCK_PROFILE?.trim() === 'real-service' ? 'real-service' : 'contract',
    faults: {
      latencyMs: clamp(Number(env.MOCK_LATENCY_MS) || 0, 0, 60_000),
      errorRate: clamp(Number(env.MOCK_ERROR_RATE) || 0, 0, 1),
      outage: env.MOCK_OUTAGE === '1' || env.MOCK_OUTAGE === 'true',
    },
    rateLimit: rateLimit(env),
    plantTokens: plantTokens(env),
    plantsBasePath: new URL(env.VITE_PLANTS_BASE_URL || DEFAULT_PLANTS_BASE_URL, 'http://localhost').pathname.replace(/\/$/, ''),
  };
}

/** Unset: 600 per minute, except under Vitest, where limiting is off unless a test turns it on. */
function rateLimit(env: Env): RateLimitSettings {
  const raw = env.MOCK_RATE_LIMIT?.trim();
  if (raw === undefined || raw === '') {
    return { requestsPerMinute: env.VITEST ? 0 : DEFAULT_REQUESTS_PER_MINUTE };
  }
  const value = Number(raw);
  return { requestsPerMinute: Number.isFinite(value) && value > 0 ? Math.floor(value) : 0 };
}

function plantTokens(env: Env): ReadonlySet<string> {
  const listed = (env.MOCK_PLANT_TOKENS ?? '')
    .split(',')
    .map((token) => token.trim())
    .filter(Boolean);
  return new Set(listed.length > 0 ? listed : [DEFAULT_PLANT_TOKEN]);
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
