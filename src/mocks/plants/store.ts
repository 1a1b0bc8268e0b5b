import type { NewPlant } from '../../api/schemas/plants';

export interface StoredPlant {
  plant: NewPlant;
  /** How many requests for this id were answered 200 (the first store plus safe retries). */
  timesAccepted: number;
}

export type SaveOutcome = { kind: 'created' | 'repeated'; stored: StoredPlant } | { kind: 'taken'; stored: StoredPlant };

/** The plant store of one server process; tests read and reset it. */
const plants = new Map<number, StoredPlant>();
let droppedResponsesLeft = 0;

/**
 * Stores a new id; a repeat with the same name and tag is a safe retry; the same id with
 * other content is refused.
 */
export function savePlant(plant: NewPlant): SaveOutcome {
  const stored = plants.get(plant.id);
  if (!stored) {
    const created = { plant: { ...plant }, timesAccepted: 1 };
    plants.set(plant.id, created);
    return { kind: 'created', stored: created };
  }
  if (stored.plant.name !== plant.name || stored.plant.tag !== plant.tag) return { kind: 'taken', stored };
  stored.timesAccepted += 1;
  return { kind: 'repeated', stored };
}

export function listStoredPlants(): StoredPlant[] {
  return [...plants.values()].map((stored) => ({ plant: { ...stored.plant }, timesAccepted: stored.timesAccepted }));
}

export function resetPlantStore(): void {
  plants.clear();
  droppedResponsesLeft = 0;
}

/** The next `count` POSTs are processed (and stored) but their answers never reach the client. */
export function dropNextResponses(count: number): void {
  droppedResponsesLeft = count;
}

export function pendingDroppedResponses(): number {
  return droppedResponsesLeft;
}

/** True when this answer must be dropped; counts it. */
export function takeDroppedResponse(): boolean {
  if (droppedResponsesLeft === 0) return false;
  droppedResponsesLeft -= 1;
  return true;
}
