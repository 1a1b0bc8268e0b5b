import type { RequestHandler } from 'msw';
import { PLANT_STORE_ENDPOINT, WEATHER_ENDPOINTS } from './endpoint-table';
import { weatherMethodRules } from './handlers/method-rules';
import { loadAllMockData } from './data/load-all';
import { mockControlHandlers } from './handlers/mock-control';
import { plantsControlHandlers } from './handlers/plants-control';
import { readMockConfig } from './config';
import { weatherGet } from './http/route';
import { realServiceProfile } from './real-service/profile';

/** Every endpoint of both interfaces, as the contract writes them (one table: ./endpoint-table.ts). */
export const contractHandlers: RequestHandler[] = [
  ...WEATHER_ENDPOINTS.map(({ endpoint, answer }) => weatherGet(endpoint.path, answer)),
  ...PLANT_STORE_ENDPOINT.handlers,
  ...plantsControlHandlers,
  ...mockControlHandlers,
  ...weatherMethodRules,
];

/** What Vitest, `vite dev` and `vite preview` serve: the contract, or the real service's shapes (MOCK_PROFILE). */
export const handlers: RequestHandler[] =
  readMockConfig().profile === 'real-service' ? realServiceProfile(contractHandlers) : contractHandlers;

/** Path prefixes the Vite servers hand to the mock: the weather API, the plant store and the mock's controls. */
export function mockPathPrefixes(env: Record<string, string | undefined>): string[] {
  return ['/api', readMockConfig(env).plantsBasePath, '/__mock'];
}

/** Loads the datasets before the first request, so no caller pays for it. */
export function warmUpMockData(): void {
  loadAllMockData();
}
