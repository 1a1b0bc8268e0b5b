import type { Endpoint } from '../client';
import { API_PATHS } from './paths';
import { AirportsResponseSchema } from '../schemas/airports';

export const nearestAirportsEndpoint = { path: API_PATHS.nearestAirports, schema: AirportsResponseSchema } satisfies Endpoint;
