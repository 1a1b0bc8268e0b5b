import { MAP_TILES_CACHE_NAME } from './cache-names';
import { clearStorageProblem, reportStorageProblem } from './storage-problem';

/**
 * What happens when the device is full. A write that fails for want of space frees room and is
 * tried again: first whatever the stored query cache may lose (the oldest answers of places that
 * are not saved; persister.ts), then the map tiles viewed so far (the map fetches them again
 * online). What the person made — saved places, settings, the plant outbox, the token — and the
 * saved places' own answers are never given up. When nothing more can go, the person is told.
 */

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

/**
 * Runs `write`; when it fails for want of space, frees some and runs it again, until it succeeds
 * or nothing more may go — then the person hears that the device is full and the error is thrown.
 * `write` must be safe to run again (a put, a transaction that rereads what it changes).
 */
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
