import type { NewPlant } from '../../../api/schemas/plants';

/** `queued`: unanswered (maybe sent); `sending`: a request is out; `needs-token`: held; `sent` and `failed` are final. */
export type OutboxStatus = 'queued' | 'sending' | 'needs-token' | 'sent' | 'failed';

export interface OutboxProblem {
  kind: 'network' | 'auth' | 'rejected';
  message: string;
  status?: number;
}

export interface OutboxItem {
  key: string;
  plant: NewPlant;
  status: OutboxStatus;
  createdAt: number;
  updatedAt: number;
  /** Requests made for this plant; more than one only after an answer was lost. */
  attempts: number;
  problem?: OutboxProblem;
}

export function isSettled(item: OutboxItem): boolean {
  return item.status === 'sent' || item.status === 'failed';
}

export function newItem(key: string, plant: NewPlant, now: number): OutboxItem {
  return { key, plant, status: 'queued', createdAt: now, updatedAt: now, attempts: 0 };
}

/** The first unsettled plant at or before `key`: plants leave strictly in the list's order. */
export function nextToSend(items: readonly OutboxItem[], key: string): OutboxItem | undefined {
  const end = items.findIndex((item) => item.key === key);
  return end === -1 ? undefined : items.slice(0, end + 1).find((item) => !isSettled(item));
}

/** The last unsettled plant: sending up to it sends everything still owed. */
export function lastUnsettled(items: readonly OutboxItem[]): OutboxItem | undefined {
  return items.findLast((item) => !isSettled(item));
}

export function changeItem(items: readonly OutboxItem[], key: string, change: (item: OutboxItem) => OutboxItem): OutboxItem[] {
  return items.map((item) => (item.key === key ? change(item) : item));
}

export const markSending = (now: number) => (item: OutboxItem): OutboxItem => ({
  ...item,
  status: 'sending',
  attempts: item.attempts + 1,
  updatedAt: now,
});

export const markSent = (now: number) => (item: OutboxItem): OutboxItem => withoutProblem({ ...item, status: 'sent', updatedAt: now });

export const markFailed = (problem: OutboxProblem, now: number) => (item: OutboxItem): OutboxItem => ({
  ...item,
  status: 'failed',
  problem,
  updatedAt: now,
});

export const markNeedsToken = (problem: OutboxProblem, now: number) => (item: OutboxItem): OutboxItem => ({
  ...item,
  status: 'needs-token',
  problem,
  updatedAt: now,
});

/** No answer came: the plant goes back to waiting, and may already be stored. */
export const markUnanswered = (problem: OutboxProblem, now: number) => (item: OutboxItem): OutboxItem => ({
  ...item,
  status: 'queued',
  problem,
  updatedAt: now,
});

/** A failed plant, edited, goes to the end of the list as a new send. */
export function resubmitItem(items: readonly OutboxItem[], key: string, plant: NewPlant, now: number): OutboxItem[] {
  const item = items.find((candidate) => candidate.key === key);
  if (!item || item.status !== 'failed') return [...items];
  const rest = items.filter((candidate) => candidate.key !== key);
  return [...rest, withoutProblem({ ...item, plant, status: 'queued', updatedAt: now })];
}

/** Only a failed plant may be dropped: anything else may be on its way to the store. */
export function discardItem(items: readonly OutboxItem[], key: string): OutboxItem[] {
  return items.filter((item) => item.key !== key || item.status !== 'failed');
}

function withoutProblem(item: OutboxItem): OutboxItem {
  const rest = { ...item };
  delete rest.problem;
  return rest;
}
