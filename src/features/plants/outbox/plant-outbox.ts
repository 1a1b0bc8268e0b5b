import { hashKey, MutationObserver, type QueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import type { NewPlant } from '../../../api/schemas/plants';
import { isTransientSendError, postPlant } from '../api/create-plant';
import { plantKeys } from '../api/keys';
import { exclusive } from './exclusive';
import { createOutboxLedger } from './outbox-ledger';
import { discardItem, lastUnsettled, newItem, resubmitItem, type OutboxItem } from './outbox-state';
import { sendThrough, type OutboxDeps } from './send-through';
import { createTokenStore } from './token-store';

/** What a plant mutation carries: only the ledger key, never the plant's token. */
export interface PlantSendVariables {
  key: string;
}

const PlantSendVariablesSchema = v.object({ key: v.string() });

/** Whether a mutation restored from IndexedDB is a plant send this build can resume. */
export function isRestorablePlantMutation(mutation: { mutationKey?: readonly unknown[]; state: { variables?: unknown } }): boolean {
  return hashKey(mutation.mutationKey ?? []) === hashKey(plantKeys.create()) && v.is(PlantSendVariablesSchema, mutation.state.variables);
}

export const plantLedger = createOutboxLedger();
export const plantTokens = createTokenStore();

const deps: OutboxDeps = { ledger: plantLedger, tokens: plantTokens, send: postPlant, exclusive, now: Date.now };

const MAX_RETRY_DELAY_MS = 30_000;

/** Registered before restored plant mutations are hydrated (src/app/query-client.ts) and before each send is queued. */
export function registerPlantOutbox(queryClient: QueryClient): void {
  queryClient.setMutationDefaults(plantKeys.create(), {
    mutationFn: (variables: PlantSendVariables) => sendThrough(variables.key, deps),
    scope: { id: 'plants' },
    networkMode: 'online',
    // A lost answer is asked again for as long as it takes; offline, the retry pauses.
    retry: (_failureCount, error) => isTransientSendError(error),
    retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, MAX_RETRY_DELAY_MS),
  });
}

function enqueue(queryClient: QueryClient, key: string): void {
  registerPlantOutbox(queryClient);
  const observer = new MutationObserver<OutboxItem | undefined, Error, PlantSendVariables>(queryClient, {
    mutationKey: plantKeys.create(),
  });
  // Outcomes land in the ledger; the mutation's own error is only the retry's business.
  observer.mutate({ key }).catch(() => undefined);
}

/** Records the plant in IndexedDB first, then queues its send. */
export async function submitPlant(queryClient: QueryClient, plant: NewPlant): Promise<string> {
  const key = crypto.randomUUID();
  await plantLedger.update((items) => [...items, newItem(key, plant, Date.now())]);
  enqueue(queryClient, key);
  return key;
}

export async function resubmitPlant(queryClient: QueryClient, key: string, plant: NewPlant): Promise<void> {
  await plantLedger.update((items) => resubmitItem(items, key, plant, Date.now()));
  enqueue(queryClient, key);
}

export async function discardPlant(key: string): Promise<void> {
  await plantLedger.update((items) => discardItem(items, key));
}

/**
 * After a reload: a request in flight when the page went away left no paused mutation, so if none covers
 * the last unsettled plant, one is queued; it sends everything owed, in order.
 */
export async function resumePlantOutbox(queryClient: QueryClient): Promise<void> {
  const last = lastUnsettled(await plantLedger.load());
  if (!last) return;
  const covered = queryClient
    .getMutationCache()
    .findAll({ mutationKey: plantKeys.create(), status: 'pending' })
    .some((mutation) => (mutation.state.variables as PlantSendVariables | undefined)?.key === last.key);
  if (!covered) enqueue(queryClient, last.key);
}
