import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';

export interface RenderOptions {
  /** The URL the app starts at (wouter memory location). */
  path?: string;
  queryClient?: QueryClient;
}

export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

/** Renders UI with a fresh query client and an in-memory router; returns both for inspection. */
export function renderWithProviders(ui: ReactElement, { path = '/', queryClient = createTestQueryClient() }: RenderOptions = {}) {
  const location = memoryLocation({ path, record: true });
  const result: RenderResult = render(
    <QueryClientProvider client={queryClient}>
      <Router hook={location.hook}>{ui}</Router>
    </QueryClientProvider>,
  );
  return { ...result, queryClient, location };
}
