import { baseUrl } from './worker-server';

export async function setMockFaults(faults: { outage?: boolean; latencyMs?: number; errorRate?: number }): Promise<void> {
  const response = await fetch(`${baseUrl()}/__mock/faults`, { method: 'PUT', body: JSON.stringify(faults) });
  if (!response.ok) throw new Error(`could not set mock faults: ${response.status}`);
}

export async function resetMockFaults(): Promise<void> {
  await fetch(`${baseUrl()}/__mock/faults`, { method: 'DELETE' });
}
