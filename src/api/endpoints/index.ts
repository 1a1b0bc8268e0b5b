import type { GenericSchema } from 'valibot';
import { airQualityEndpoint } from './air-quality';
import { nearestAirportsEndpoint } from './airports';
import { embedCurrentEndpoint } from './embed-current';
import { geoEndpoint, locationEndpoint, searchEndpoint } from './places';
import { weatherEndpoint } from './weather';

/** Every endpoint (one module each, so a screen loads only its schemas), for the check of restored answers. */
export const API_ENDPOINTS: readonly { path: string; schema: GenericSchema; stored?: GenericSchema }[] = [
  embedCurrentEndpoint,
  weatherEndpoint,
  geoEndpoint,
  locationEndpoint,
  searchEndpoint,
  airQualityEndpoint,
  nearestAirportsEndpoint,
];
