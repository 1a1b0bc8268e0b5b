import type { Endpoint } from '../client';
import { normalizeWeather } from '../normalize-weather';
import { WeatherSchema, WeatherWireSchema, type Weather } from '../schemas/weather';
import { timeZoneAt } from '../time-zone';
import { API_PATHS } from './paths';

/** The forecast endpoint, looking the zone of an answer that does not name it up with `zoneAt`. */
export const weatherEndpointWith = (zoneAt: (lat: number, lon: number) => Promise<string>): Endpoint<typeof WeatherWireSchema, Weather> => ({
  path: API_PATHS.weather,
  schema: WeatherWireSchema,
  normalize: (wire, query) => normalizeWeather(wire, { lat: Number(query.lat), lon: Number(query.lon) }, zoneAt),
  stored: WeatherSchema,
});

// Pure, so a bundle that never uses it (the service worker's) leaves the zone boundaries out.
export const weatherEndpoint = /* @__PURE__ */ weatherEndpointWith(timeZoneAt);
