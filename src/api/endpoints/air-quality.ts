import type { Endpoint } from '../client';
import { AirQualitySchema } from '../schemas/air-quality';

export const airQualityEndpoint = {
  path: '/api/py/airquality',
  schema: AirQualitySchema,
  answeredAt: (data) => (data.fetchedAt === null ? undefined : Date.parse(data.fetchedAt)),
} satisfies Endpoint<typeof AirQualitySchema>;
