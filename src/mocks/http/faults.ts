import { setTimeout as sleep } from 'node:timers/promises';
import { readMockConfig, type FaultSettings } from '../config';
import { jsonError } from './responses';

/** Simulated trouble, from the mock's configuration at first; /__mock/faults changes it at run time. */
const faults: FaultSettings = readMockConfig().faults;

export function currentFaults(): Readonly<FaultSettings> {
  return { ...faults };
}

export function setFaults(next: Partial<FaultSettings>): void {
  Object.assign(faults, next);
}

export function resetFaults(): void {
  Object.assign(faults, readMockConfig().faults);
}

/**
 * A 503 to answer instead of the real response, after any configured latency (cut short when
 * the client hangs up); else undefined.
 */
export async function injectFault(signal: AbortSignal): Promise<Response | undefined> {
  if (faults.latencyMs > 0) await sleep(faults.latencyMs, undefined, { signal }).catch(() => undefined);
  if (faults.outage) return jsonError(503, 'The weather service is unavailable (simulated outage).', { 'Retry-After': '30' });
  if (faults.errorRate > 0 && Math.random() < faults.errorRate) {
    return jsonError(503, 'The weather service is unavailable (simulated error).', { 'Retry-After': '5' });
  }
  return undefined;
}

