import type { Endpoint } from '../client';
import { GeoWireSchema, LocationWireSchema, SearchWireSchema } from '../schemas/location';

export const geoEndpoint = { path: '/api/py/geo', schema: GeoWireSchema } satisfies Endpoint;
export const locationEndpoint = { path: '/api/py/locations', schema: LocationWireSchema } satisfies Endpoint;
export const searchEndpoint = { path: '/api/py/search', schema: SearchWireSchema } satisfies Endpoint;
