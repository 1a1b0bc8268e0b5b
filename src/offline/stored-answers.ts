import type { DehydrateOptions, Query } from '@tanstack/react-query';
import type { PersistedClient } from '@tanstack/react-query-persist-client';

// Every query with an answer, even after a failed refresh (TanStack's default drops those, losing them offline).
export const storeEveryAnswer: DehydrateOptions['shouldDehydrateQuery'] = (query: Query) => query.state.data !== undefined;

/** Stores an answer whose refresh failed as the success it was: the failure belongs to this page. */
export function asStoredAnswers(client: PersistedClient): PersistedClient {
  if (!client.clientState.queries.some(({ state }) => state.status === 'error')) return client;
  const queries = client.clientState.queries.map((query) =>
    query.state.status === 'error' && query.state.data !== undefined
      ? { ...query, state: { ...query.state, status: 'success' as const, error: null, fetchFailureCount: 0, fetchFailureReason: null } }
      : query,
  );
  return { ...client, clientState: { ...client.clientState, queries } };
}
