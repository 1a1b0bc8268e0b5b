import type { DehydratedState } from '@tanstack/react-query';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import * as v from 'valibot';

type DehydratedQuery = DehydratedState['queries'][number];
type DehydratedMutation = DehydratedState['mutations'][number];

/** What each restored query's data and each restored mutation must be to be used again. */
export interface RestoreRules {
  isValidQueryData: (data: unknown) => boolean;
  isValidMutation: (mutation: DehydratedMutation) => boolean;
  /** This build's buster: a record any build wrote is migrated to it, entry by entry. */
  buster: string;
}

const finite = v.pipe(v.number(), v.finite());

const PersistedClientSchema = v.object({
  timestamp: finite,
  buster: v.string(),
  clientState: v.object({ queries: v.array(v.unknown()), mutations: v.array(v.unknown()) }),
});

const SuccessfulQuerySchema = v.object({
  queryKey: v.array(v.unknown()),
  queryHash: v.string(),
  state: v.object({ status: v.literal('success'), data: v.unknown(), dataUpdatedAt: finite }),
});

const MutationSchema = v.object({ state: v.object({ status: v.string() }) });

export interface RestoreCheck {
  /** What may be hydrated, or undefined when the record as a whole is unusable. */
  client: PersistedClient | undefined;
  dropped: number;
}

/**
 * Keeps only stored entries that pass the same checks as fresh data; damaged ones, and those an
 * older build kept in a shape this one no longer accepts, are dropped and fetched again.
 */
export function checkRestoredClient(stored: unknown, rules: RestoreRules): RestoreCheck {
  if (stored === undefined) return { client: undefined, dropped: 0 };
  const parsed = v.safeParse(PersistedClientSchema, stored);
  if (!parsed.success) return { client: undefined, dropped: 1 };
  const { queries, mutations } = parsed.output.clientState;
  const keptQueries = queries.filter(
    (query): query is DehydratedQuery =>
      v.safeParse(SuccessfulQuerySchema, query).success && rules.isValidQueryData((query as DehydratedQuery).state.data),
  );
  const keptMutations = mutations.filter(
    (mutation): mutation is DehydratedMutation =>
      v.safeParse(MutationSchema, mutation).success && rules.isValidMutation(mutation as DehydratedMutation),
  );
  return {
    client: { ...(stored as PersistedClient), buster: rules.buster, clientState: { queries: keptQueries, mutations: keptMutations } },
    dropped: queries.length - keptQueries.length + mutations.length - keptMutations.length,
  };
}
