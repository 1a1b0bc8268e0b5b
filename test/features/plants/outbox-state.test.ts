import { describe, expect, it } from 'vitest';
import {
  discardItem,
  lastUnsettled,
  markFailed,
  markSent,
  newItem,
  nextToSend,
  resubmitItem,
  type OutboxItem,
} from '../../../src/features/plants/outbox/outbox-state';

const problem = { kind: 'rejected' as const, status: 400, message: 'name must not be empty.' };
const item = (id: number): OutboxItem => newItem(`k${id}`, { id, name: `P${id}` }, 0);

describe('outbox states', () => {
  it('picks the first unsettled plant at or before the given one', () => {
    const items = [markSent(1)(item(1)), item(2), item(3)];
    expect(nextToSend(items, 'k3')?.key).toBe('k2');
    expect(nextToSend([markSent(1)(item(1))], 'k1')).toBeUndefined();
    expect(nextToSend(items, 'unknown')).toBeUndefined();
  });

  it('skips failed plants and finds the last one still owed', () => {
    const items = [markFailed(problem, 1)(item(1)), item(2), markSent(1)(item(3))];
    expect(nextToSend(items, 'k3')?.key).toBe('k2');
    expect(lastUnsettled(items)?.key).toBe('k2');
  });

  it('moves an edited failed plant to the end as a new send, without its old problem', () => {
    const items = [markFailed(problem, 1)(item(1)), item(2)];
    const next = resubmitItem(items, 'k1', { id: 1, name: 'Fixed' }, 5);
    expect(next.map((entry) => entry.key)).toEqual(['k2', 'k1']);
    expect(next[1]).toMatchObject({ status: 'queued', plant: { id: 1, name: 'Fixed' }, updatedAt: 5 });
    expect(next[1]?.problem).toBeUndefined();
  });

  it('never resubmits or discards a plant that may be on its way', () => {
    const items = [item(1)];
    expect(resubmitItem(items, 'k1', { id: 1, name: 'Other' }, 5)).toEqual(items);
    expect(discardItem(items, 'k1')).toEqual(items);
    expect(discardItem([markFailed(problem, 1)(item(1))], 'k1')).toEqual([]);
  });
});
