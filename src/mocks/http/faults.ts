import { delay } from 'msw';
import { jsonError } from './responses';

/**
 * Simulated trouble for development and tests: added latency, a share of failed
 * requests, or a full outage. Starts from the environment (README: MOCK_LATENCY_MS,
 * MOCK_ERROR_RATE, MOCK_OUTAGE) and can be changed at run time through /__mock/faults.
 */
export interface FaultSettings {
  latencyMs: number;
  errorRate: number;
  outage: boolean;
}

export function faultsFromEnv(env: Record<string, string | undefined> = process.env): FaultSettings {
  return {
    latencyMs: clamp(Number(env.MOCK_LATENCY_MS) || 0, 0, 60_000),
    errorRate: clamp(Number(env.MOCK_ERROR_RATE) || 0, 0, 1),
    outage: env.MOCK_OUTAGE === '1' || env.MOCK_OUTAGE === 'true',
  };
}

const faults: FaultSettings = faultsFromEnv();

export function currentFaults(): Readonly<FaultSettings> {
  return { ...faults };
}

export function setFaults(next: Partial<FaultSettings>): void {
  Object.assign(faults, next);
}

export function resetFaults(): void {
  Object.assign(faults, faultsFromEnv());
}

/** A 503 to answer instead of the real response, after any configured latency; else undefined. */
export async function injectFault(): Promise<Response | undefined> {
  if (faults.latencyMs > 0) await delay(faults.latencyMs);
  if (faults.outage) return jsonError(503, 'The weather service is unavailable (simulated outage).', { 'Retry-After': '30' });
  if (faults.errorRate > 0 && Math.random() < faults.errorRate) {
    return jsonError(503, 'The weather service is unavailable (simulated error).', { 'Retry-After': '5' });
  }
  return undefined;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
