import type { RequestHandler } from 'msw';
import { airQualityHandler } from './handlers/air-quality';
import { airportsNearestHandler } from './handlers/airports-nearest';
import { embedCurrentHandler } from './handlers/embed-current';
import { geoHandler } from './handlers/geo';
import { locationsHandler } from './handlers/locations';
import { searchHandler } from './handlers/search';
import { weatherHandler } from './handlers/weather';
import { weatherMethodRules } from './handlers/method-rules';
import { loadAllMockData } from './data/load-all';
import { mockControlHandlers } from './handlers/mock-control';
import { plantsHandlers } from './handlers/plants';
import { plantsControlHandlers } from './handlers/plants-control';
import { readMockConfig } from './config';
import { realServiceProfile } from './real-service/profile';

/** Every endpoint of both interfaces, as the contract writes them. */
export const contractHandlers: RequestHandler[] = [
  embedCurrentHandler,
  weatherHandler,
  geoHandler,
  locationsHandler,
  searchHandler,
  airQualityHandler,
  airportsNearestHandler,
  ...plantsHandlers,
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
