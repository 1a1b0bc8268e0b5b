// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { NewPlant } from '../../../src/api/schemas/plants';
import { ApiError } from '../../../src/api/errors';
import type { SendOutcome } from '../../../src/features/plants/api/create-plant';
import { createOutboxLedger, type OutboxLedger } from '../../../src/features/plants/outbox/outbox-ledger';
import { newItem } from '../../../src/features/plants/outbox/outbox-state';
import { sendThrough, type OutboxDeps } from '../../../src/features/plants/outbox/send-through';
import { createTokenStore, type TokenStore } from '../../../src/features/plants/outbox/token-store';
import { resetDevice, until } from '../../support/plants-outbox';

type Answer = SendOutcome | 'lost';

/** A store that records every request and answers from a script (default: accepted). */
function scriptedStore(script: Record<number, Answer[]> = {}) {
  const requests: { id: number; token: string }[] = [];
  const send = async (plant: NewPlant, token: string): Promise<SendOutcome> => {
    requests.push({ id: plant.id, token });
    const answer = script[plant.id]?.shift() ?? { kind: 'accepted' };
    if (answer === 'lost') throw new ApiError('network', 'The request did not reach the plant store.');
    return answer;
  };
  return { send, requests };
}

/** One sender at a time, as Web Locks give in the browser. */
function mutex(): OutboxDeps['exclusive'] {
  let tail: Promise<unknown> = Promise.resolve();
  return (task) => {
    const run = tail.then(task, task);
    tail = run.catch(() => undefined);
    return run;
  };
}

let ledger: OutboxLedger;
let tokens: TokenStore;

beforeEach(async () => {
  await resetDevice();
  ledger = createOutboxLedger();
  tokens = createTokenStore();
});

async function queue(...ids: number[]): Promise<string[]> {
  const keys = ids.map((id) => `k${id}`);
  await ledger.update((items) => [...items, ...ids.map((id, index) => newItem(keys[index] ?? '', { id, name: `Plant ${id}` }, 0))]);
  return keys;
}

function depsWith(send: OutboxDeps['send']): OutboxDeps {
  return { ledger, tokens, send, exclusive: mutex(), now: () => 1 };
}

const statuses = async () => (await ledger.load()).map((item) => `${item.plant.id}:${item.status}`);

describe('sendThrough: order and exactly once', () => {
  it('sends every plant up to the given one in the ledger order, each once, and marks them sent', async () => {
    await tokens.set('good', false);
    const store = scriptedStore();
    const [, second] = await queue(1, 2, 3);
    const result = await sendThrough(second ?? '', depsWith(store.send));
    expect(result?.status).toBe('sent');
    expect(store.requests.map((r) => r.id)).toEqual([1, 2]);
    expect(await statuses()).toEqual(['1:sent', '2:sent', '3:queued']);
  });

  it('never resends a settled plant when several senders overlap', async () => {
    await tokens.set('good', false);
    const store = scriptedStore();
    const keys = await queue(1, 2, 3);
    const deps = depsWith(store.send);
    await Promise.all([...keys, ...keys].map((key) => sendThrough(key, deps)));
    expect(store.requests.map((r) => r.id)).toEqual([1, 2, 3]);
    expect((await ledger.load()).map((item) => item.attempts)).toEqual([1, 1, 1]);
  });

  it('puts a plant whose answer was lost back to waiting, throws, and resends the same plant next time', async () => {
    await tokens.set('good', false);
    const store = scriptedStore({ 1: ['lost'] });
    const [first, second] = await queue(1, 2);
    const deps = depsWith(store.send);
    await expect(sendThrough(second ?? '', deps)).rejects.toThrow('did not reach');
    const [lost] = await ledger.load();
    expect(lost).toMatchObject({ status: 'queued', attempts: 1, problem: { kind: 'network' } });
    expect(store.requests.map((r) => r.id)).toEqual([1]);

    await sendThrough(second ?? '', deps);
    expect(store.requests.map((r) => r.id)).toEqual([1, 1, 2]);
    expect(await statuses()).toEqual(['1:sent', '2:sent']);
    expect((await ledger.load()).find((item) => item.key === first)?.problem).toBeUndefined();
  });

  it('resumes a plant left "sending" by a closed tab: it is sent again, never skipped', async () => {
    await tokens.set('good', false);
    const [key] = await queue(1);
    await ledger.update((items) => items.map((item) => ({ ...item, status: 'sending' as const, attempts: 1 })));
    const store = scriptedStore();
    await sendThrough(key ?? '', depsWith(store.send));
    expect(store.requests.map((r) => r.id)).toEqual([1]);
    expect(await statuses()).toEqual(['1:sent']);
  });
});

describe('sendThrough: answers that settle a plant', () => {
  it('marks a 400 failed with the store message and goes on with the next plant', async () => {
    await tokens.set('good', false);
    const store = scriptedStore({ 2: [{ kind: 'rejected', status: 400, message: 'id 2 is already taken.' }] });
    const keys = await queue(1, 2, 3);
    await sendThrough(keys[2] ?? '', depsWith(store.send));
    expect(await statuses()).toEqual(['1:sent', '2:failed', '3:sent']);
    expect((await ledger.load())[1]?.problem).toEqual({ kind: 'rejected', status: 400, message: 'id 2 is already taken.' });
  });

  it('holds the queue on a 401: no later plant is sent until a new token is given', async () => {
    await tokens.set('wrong', false);
    const store = scriptedStore({ 1: [{ kind: 'unauthorized', message: 'The plant store does not accept this token.' }] });
    const keys = await queue(1, 2);
    const done = sendThrough(keys[1] ?? '', depsWith(store.send));
    await until(async () => (await statuses())[0] === '1:needs-token', 'the first plant to wait for a token');
    expect(tokens.state().refused).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(store.requests).toEqual([{ id: 1, token: 'wrong' }]);
    expect((await ledger.load())[0]?.problem).toMatchObject({ kind: 'auth', status: 401 });

    await tokens.set('right', false);
    await done;
    expect(store.requests).toEqual([
      { id: 1, token: 'wrong' },
      { id: 1, token: 'right' },
      { id: 2, token: 'right' },
    ]);
    expect(await statuses()).toEqual(['1:sent', '2:sent']);
  });

  it('waits for a token before sending anything when none is set', async () => {
    const store = scriptedStore();
    const [key] = await queue(1);
    const done = sendThrough(key ?? '', depsWith(store.send));
    await until(async () => (await statuses())[0] === '1:needs-token', 'the plant to wait for a token');
    expect(store.requests).toEqual([]);
    await tokens.set('good', false);
    await done;
    expect(store.requests).toEqual([{ id: 1, token: 'good' }]);
  });

  it('does not hold the cross-tab lock while waiting for a token, so a tab with a token sends', async () => {
    const store = scriptedStore();
    const [key] = await queue(1);
    const exclusive = mutex();
    void sendThrough(key ?? '', { ...depsWith(store.send), exclusive });
    await until(async () => (await statuses())[0] === '1:needs-token', 'the tab without a token to wait');
    const otherTab = createTokenStore();
    await otherTab.set('good', false);
    await sendThrough(key ?? '', { ...depsWith(store.send), tokens: otherTab, exclusive });
    expect(store.requests).toEqual([{ id: 1, token: 'good' }]);
    expect(await statuses()).toEqual(['1:sent']);
  });

  it('answers for a plant that is no longer in the ledger without sending anything', async () => {
    const store = scriptedStore();
    expect(await sendThrough('gone', depsWith(store.send))).toBeUndefined();
    expect(store.requests).toEqual([]);
  });
});
