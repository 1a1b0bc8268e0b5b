import type { Endpoint } from '../client';
import { normalizeWeather } from '../normalize-weather';
import { WeatherSchema, WeatherWireSchema } from '../schemas/weather';

export const weatherEndpoint = {
  path: '/api/py/weather',
  schema: WeatherWireSchema,
  normalize: (wire, query) => normalizeWeather(wire, { lat: Number(query.lat), lon: Number(query.lon) }),
  stored: WeatherSchema,
} satisfies Endpoint<typeof WeatherWireSchema, unknown>;
