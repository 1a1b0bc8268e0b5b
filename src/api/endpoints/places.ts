import type { Endpoint } from '../client';
import { GeoWireSchema, LocationWireSchema, SearchWireSchema } from '../schemas/location';
import { LOCATION_PATH } from './location-path';

export const geoEndpoint = { path: '/api/py/geo', schema: GeoWireSchema } satisfies Endpoint;
export const locationEndpoint = { path: LOCATION_PATH, schema: LocationWireSchema } satisfies Endpoint;
export const searchEndpoint = { path: '/api/py/search', schema: SearchWireSchema } satisfies Endpoint;
