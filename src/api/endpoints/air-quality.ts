import type { Endpoint } from '../client';
import { AirQualitySchema } from '../schemas/air-quality';

export const airQualityEndpoint = { path: '/api/py/airquality', schema: AirQualitySchema } satisfies Endpoint;
