import { vi } from 'vitest';

/**
 * A device with room for `limit` bytes of IndexedDB data (fake-indexeddb has no quota): a put
 * that would take the total past it fails with QuotaExceededError, as a full browser's does,
 * and a delete gives its room back. A value's size is the length of its JSON. Counts only what
 * is written after it is installed; vi.restoreAllMocks() takes it away.
 */
export function fakeQuota(limit: number): { used: () => number } {
  const sizes = new Map<string, number>();
  const used = (except?: string) => [...sizes].reduce((sum, [id, size]) => (id === except ? sum : sum + size), 0);
  const put = IDBObjectStore.prototype.put;
  const remove = IDBObjectStore.prototype.delete;
  vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (this: IDBObjectStore, value: unknown, key?: IDBValidKey) {
    const id = `${this.name}/${String(key)}`;
    const size = JSON.stringify(value).length;
    if (used(id) + size > limit) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    sizes.set(id, size);
    return put.call(this, value, key);
  });
  vi.spyOn(IDBObjectStore.prototype, 'delete').mockImplementation(function (this: IDBObjectStore, key: IDBValidKey | IDBKeyRange) {
    sizes.delete(`${this.name}/${String(key)}`);
    return remove.call(this, key);
  });
  return { used: () => used() };
}
