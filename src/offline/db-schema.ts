import type { DBSchema, IDBPDatabase } from 'idb';
import type { PersistedClient } from '@tanstack/react-query-persist-client';

/** The app's IndexedDB schema and upgrades, apart from db.ts so the service worker shares them. */
export interface AppDbSchema extends DBSchema {
  'query-cache': { key: string; value: PersistedClient };
  /** Small keyed documents owned by features: settings, saved places, plants outbox… */
  kv: { key: string; value: unknown };
  /** (v2) Stored records this build could not read, kept for a person or a later build, never used. */
  'set-aside': { key: number; value: SetAsideRecord };
  /** (v3) The warnings notified per place, so none is notified twice (warning-notifications/told-warnings.ts). */
  'told-warnings': { key: string; value: ToldWarning };
}

export interface ToldWarning {
  /** The saved place's id (savedPlaceId). */
  place: string;
  /** The warning's identity (its id: kind, onset date, severity). */
  warning: string;
  toldAt: number;
  /** When the person closed or tapped its notification. */
  dismissedAt?: number;
}

export interface SetAsideRecord {
  /** The kv key the record was read from. */
  from: string;
  value: unknown;
  setAsideAt: number;
}

export const DB_NAME = 'skycache';
/** The one record of the 'query-cache' store: the whole persisted query client (persister.ts). */
export const QUERY_CACHE_KEY = 'client';
export const DB_VERSION = 3;

/** Each step upgrades one version (a new install runs all); a step never drops what the person made. */
export function upgradeAppDb(db: IDBPDatabase<AppDbSchema>, oldVersion: number): void {
  if (oldVersion < 1) {
    db.createObjectStore('query-cache');
    db.createObjectStore('kv');
  }
  if (oldVersion < 2) db.createObjectStore('set-aside', { autoIncrement: true });
  if (oldVersion < 3) db.createObjectStore('told-warnings');
}
