import type { Endpoint } from '../client';
import { API_PATHS } from './paths';
import { AirQualitySchema } from '../schemas/air-quality';

export const airQualityEndpoint = {
  path: API_PATHS.airQuality,
  schema: AirQualitySchema,
  answeredAt: (data) => (data.fetchedAt === null ? undefined : Date.parse(data.fetchedAt)),
} satisfies Endpoint<typeof AirQualitySchema>;
