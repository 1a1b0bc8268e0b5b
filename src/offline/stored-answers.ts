import type { DehydrateOptions, Query } from '@tanstack/react-query';
import type { PersistedClient } from '@tanstack/react-query-persist-client';

/**
 * Which queries are stored: every one that holds an answer, also when its last refresh failed.
 * TanStack's default stores only queries whose last fetch succeeded, so an answer restored
 * offline was dropped from storage as soon as its refresh failed, and the next start had
 * nothing ("Loading the next hours…" for good). Chromium hid it, its service worker answering
 * the refresh from its cache; WebKit's fails.
 */
export const storeEveryAnswer: DehydrateOptions['shouldDehydrateQuery'] = (query: Query) => query.state.data !== undefined;

/**
 * The stored copy of an answer whose refresh failed is the answer, as it was when it succeeded:
 * the failure belongs to this page (the next start asks again), and a restore takes only answers.
 */
export function asStoredAnswers(client: PersistedClient): PersistedClient {
  if (!client.clientState.queries.some(({ state }) => state.status === 'error')) return client;
  const queries = client.clientState.queries.map((query) =>
    query.state.status === 'error' && query.state.data !== undefined
      ? { ...query, state: { ...query.state, status: 'success' as const, error: null, fetchFailureCount: 0, fetchFailureReason: null } }
      : query,
  );
  return { ...client, clientState: { ...client.clientState, queries } };
}
