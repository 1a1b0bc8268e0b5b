import { MAP_TILES_CACHE_NAME } from './cache-names';
import { clearStorageProblem, reportStorageProblem } from './storage-problem';

// On a full device, free room (query-cache makers, then viewed tiles) and retry; the person's own data never goes.

/** Frees some stored space, what is least needed first; false when it has nothing left to give up. */
export type SpaceMaker = () => Promise<boolean>;

/** By name, so that a persister created again replaces its maker instead of adding a second. */
const makers = new Map<string, SpaceMaker>();

export function setSpaceMaker(name: string, maker: SpaceMaker): void {
  makers.set(name, maker);
}

/** Whether a write failed because the device, or the browser's share of it for this app, is full. */
export function isQuotaExceeded(error: unknown): boolean {
  return error instanceof DOMException && (error.name === 'QuotaExceededError' || error.name === 'NS_ERROR_DOM_QUOTA_REACHED');
}

/** Runs `write`, freeing space and retrying on quota errors until nothing more may go; `write` must be repeatable. */
export async function withSpace<T>(write: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      const result = await write();
      clearStorageProblem('full');
      return result;
    } catch (error) {
      if (!isQuotaExceeded(error)) throw error;
      if (!(await makeSpace())) {
        reportStorageProblem('full');
        throw error;
      }
    }
  }
}

async function makeSpace(): Promise<boolean> {
  for (const maker of makers.values()) {
    if (await maker()) return true;
  }
  return deleteViewedTiles();
}

async function deleteViewedTiles(): Promise<boolean> {
  if (!('caches' in globalThis)) return false;
  return caches.delete(MAP_TILES_CACHE_NAME).catch(() => false);
}
