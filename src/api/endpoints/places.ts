import type { Endpoint } from '../client';
import { GeoWireSchema, LocationWireSchema, SearchWireSchema } from '../schemas/location';
import { API_PATHS } from './paths';

export const geoEndpoint = { path: API_PATHS.geo, schema: GeoWireSchema } satisfies Endpoint;
export const locationEndpoint = { path: API_PATHS.location, schema: LocationWireSchema } satisfies Endpoint;
export const searchEndpoint = { path: API_PATHS.search, schema: SearchWireSchema } satisfies Endpoint;
