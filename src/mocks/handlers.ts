import type { RequestHandler } from 'msw';
import { embedCurrentHandler } from './handlers/embed-current';
import { weatherMethodRules } from './handlers/method-rules';
import { loadAllMockData } from './data/load-all';
import { mockControlHandlers } from './handlers/mock-control';

/** Every endpoint of both interfaces: Vitest, `vite dev` and `vite preview` all use this array. */
export const handlers: RequestHandler[] = [embedCurrentHandler, ...mockControlHandlers, ...weatherMethodRules];

/** Path prefixes the Vite servers hand to the mock: the weather API and the plant store. */
export function mockPathPrefixes(env: Record<string, string | undefined>): string[] {
  return ['/api', plantsPath(env.VITE_PLANTS_BASE_URL), '/__mock'];
}

function plantsPath(base = '/sandbox'): string {
  return new URL(base, 'http://localhost').pathname.replace(/\/$/, '');
}

/** Loads the datasets before the first request, so no caller pays for it. */
export function warmUpMockData(): void {
  loadAllMockData();
}
