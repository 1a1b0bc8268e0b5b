import { baseUrl } from './worker-server';

export interface StoredPlantState {
  id: number;
  name: string;
  tag?: string;
  timesAccepted: number;
}

/** The mock plant store's own record, read past the UI. */
export async function storedPlants(): Promise<StoredPlantState[]> {
  const response = await fetch(`${baseUrl()}/__mock/plants`);
  return ((await response.json()) as { plants: StoredPlantState[] }).plants;
}

export async function resetPlantStore(): Promise<void> {
  await fetch(`${baseUrl()}/__mock/plants`, { method: 'DELETE' });
}

/** The store keeps the next `count` plants but the client never hears back. */
export async function dropNextPlantResponses(count: number): Promise<void> {
  const response = await fetch(`${baseUrl()}/__mock/plants/faults`, { method: 'PUT', body: JSON.stringify({ dropNextResponses: count }) });
  if (!response.ok) throw new Error(`could not set plant faults: ${response.status}`);
}
