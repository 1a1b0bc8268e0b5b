/** Key factory of the plant store: one mutation key, under which the outbox's defaults live. */
export const plantKeys = {
  all: ['plants'] as const,
  create: () => [...plantKeys.all, 'create'] as const,
};
