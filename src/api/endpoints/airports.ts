import type { Endpoint } from '../client';
import { AirportsResponseSchema } from '../schemas/airports';

export const nearestAirportsEndpoint = { path: '/api/py/airports/nearest', schema: AirportsResponseSchema } satisfies Endpoint;
