import type { NewPlant } from '../../../api/schemas/plants';
import type { SendOutcome } from '../api/create-plant';
import type { OutboxLedger } from './outbox-ledger';
import {
  changeItem,
  markFailed,
  markNeedsToken,
  markSending,
  markSent,
  markUnanswered,
  nextToSend,
  type OutboxItem,
} from './outbox-state';
import type { TokenStore } from './token-store';

export interface OutboxDeps {
  ledger: OutboxLedger;
  tokens: TokenStore;
  send: (plant: NewPlant, token: string) => Promise<SendOutcome>;
  /** Runs `task` while no other sender (in this tab or another) runs. */
  exclusive: <T>(task: () => Promise<T>) => Promise<T>;
  now: () => number;
}

const NO_TOKEN = 'No token yet: enter the plant store token to send this plant.';

type Step = { done: OutboxItem | undefined } | { waitForToken: true } | { sent: true };

/**
 * Sends every unsettled plant up to `key` in order, each marked `sending` first. A 401 or no token holds the
 * queue there, waiting outside the cross-tab lock; a lost answer throws, and the mutation retries it safely.
 */
export async function sendThrough(key: string, deps: OutboxDeps): Promise<OutboxItem | undefined> {
  for (;;) {
    const step = await deps.exclusive(() => sendNext(key, deps));
    if ('done' in step) return step.done;
    if ('waitForToken' in step) await deps.tokens.usable();
  }
}

/** One plant: the next one owed up to `key`, sent and settled under the lock. */
async function sendNext(key: string, deps: OutboxDeps): Promise<Step> {
  const items = await deps.ledger.load();
  const next = nextToSend(items, key);
  if (!next) return { done: items.find((item) => item.key === key) };
  const token = await deps.tokens.usableNow();
  if (token === undefined) {
    if (next.status !== 'needs-token') {
      const problem = { kind: 'auth' as const, message: NO_TOKEN };
      await deps.ledger.update((current) => changeItem(current, next.key, markNeedsToken(problem, deps.now())));
    }
    return { waitForToken: true };
  }
  await deps.ledger.update((current) => changeItem(current, next.key, markSending(deps.now())));
  let outcome: SendOutcome;
  try {
    outcome = await deps.send(next.plant, token);
  } catch (error) {
    const problem = { kind: 'network' as const, message: error instanceof Error ? error.message : String(error) };
    await deps.ledger.update((current) => changeItem(current, next.key, markUnanswered(problem, deps.now())));
    throw error;
  }
  if (outcome.kind === 'unauthorized') deps.tokens.refuse(token);
  await deps.ledger.update((current) => changeItem(current, next.key, settle(outcome, deps.now())));
  return { sent: true };
}

function settle(outcome: SendOutcome, now: number) {
  switch (outcome.kind) {
    case 'accepted':
      return markSent(now);
    case 'unauthorized':
      return markNeedsToken({ kind: 'auth', message: outcome.message, status: 401 }, now);
    case 'rejected':
      return markFailed({ kind: 'rejected', message: outcome.message, status: outcome.status }, now);
  }
}
