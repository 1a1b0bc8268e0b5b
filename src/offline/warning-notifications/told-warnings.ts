import type { IDBPDatabase } from 'idb';
import type { AppDbSchema, ToldWarning } from '../db-schema';
import { DAY_MS } from '../../lib/durations';

/** Records older than this are forgotten: every warning lies within a week, so it has long passed. */
const KEEP_MS = 14 * DAY_MS;

type AppDb = IDBPDatabase<AppDbSchema>;

export const toldKey = ({ place, warning }: Pick<ToldWarning, 'place' | 'warning'>) => `${place} ${warning}`;

/** Chooses and records what to tell in one transaction, so no warning is told twice; drops records past KEEP_MS. */
export async function tellOnce<T extends Pick<ToldWarning, 'place' | 'warning'>>(
  db: AppDb,
  now: number,
  choose: (told: ReadonlyMap<string, readonly string[]>) => T[],
): Promise<T[]> {
  const tx = db.transaction('told-warnings', 'readwrite');
  const told = new Map<string, string[]>();
  for (let cursor = await tx.store.openCursor(); cursor; cursor = await cursor.continue()) {
    if (now - cursor.value.toldAt > KEEP_MS) await cursor.delete();
    else told.set(cursor.value.place, [...(told.get(cursor.value.place) ?? []), cursor.value.warning]);
  }
  const chosen = choose(told);
  await Promise.all([...chosen.map(({ place, warning }) => tx.store.put({ place, warning, toldAt: now }, toldKey({ place, warning }))), tx.done]);
  return chosen;
}

/** A warning recorded as told that could not be shown after all. */
export async function forgetTold(db: AppDb, told: Pick<ToldWarning, 'place' | 'warning'>): Promise<void> {
  await db.delete('told-warnings', toldKey(told));
}

/** The person closed or tapped the notification of a told warning. */
export async function recordDismissed(db: AppDb, key: string, now: number): Promise<void> {
  const tx = db.transaction('told-warnings', 'readwrite');
  const record = await tx.store.get(key);
  await Promise.all([record ? tx.store.put({ ...record, dismissedAt: now }, key) : undefined, tx.done]);
}
