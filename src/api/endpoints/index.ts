import type { GenericSchema } from 'valibot';
import { airQualityEndpoint } from './air-quality';
import { nearestAirportsEndpoint } from './airports';
import { embedCurrentEndpoint } from './embed-current';
import { geoEndpoint, locationEndpoint, searchEndpoint } from './places';
import { weatherEndpoint } from './weather';

/*
 * Every endpoint of the weather service the app calls, one module each (so a screen loads only
 * the schemas it uses): where it lives, what it accepts (the contract's shape and the real
 * service's) and, where they differ, how an answer becomes the model the screens use.
 */

/** Every endpoint, for what holds for all of them (the check of restored answers). */
export const API_ENDPOINTS: readonly { path: string; schema: GenericSchema; stored?: GenericSchema }[] = [
  embedCurrentEndpoint,
  weatherEndpoint,
  geoEndpoint,
  locationEndpoint,
  searchEndpoint,
  airQualityEndpoint,
  nearestAirportsEndpoint,
];
