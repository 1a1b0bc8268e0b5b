import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { fetchEndpoint } from '../../src/api/client';
import { airQualityEndpoint } from '../../src/api/endpoints/air-quality';
import { embedCurrentEndpoint } from '../../src/api/endpoints/embed-current';
import { locationEndpoint, searchEndpoint } from '../../src/api/endpoints/places';
import { server } from '../setup/msw';

function answer(path: string, body: object) {
  server.use(http.get(`*${path}`, () => HttpResponse.json(body)));
}

const HARARE = { name: 'Harare', province: 'Harare', slug: 'harare-3f9a1c', lat: -17.83, lon: 31.05, tags: ['city'], platformSlug: 'x', geo: {} };

describe('answers of the real service other than the forecast', () => {
  it('reads an embed whose forecast failed: null numbers, no days, "Your location" without slug or country', async () => {
    answer('/api/embed/current', {
      location: { name: 'Your location', province: '', slug: '', country: '', lat: -17.83, lon: 31.05 },
      current: { temp: null, feelsLike: null, code: 3, condition: 'Overcast', high: null, low: null, humidity: null, windSpeed: null, windDirection: null, isDay: true },
      daily: [],
      source: 'coords',
      attribution: { name: 'mukoko weather', url: 'https://weather.mukoko.com' },
    });
    const { data } = await fetchEndpoint(embedCurrentEndpoint, { lat: -17.83, lon: 31.05 });
    expect(data.location).toMatchObject({ name: 'Your location', slug: '', country: '' });
    expect(data.current.temp).toBeNull();
    expect(data.daily).toEqual([]);
  });

  it('turns embed days written as date-times into the place\'s own dates (Sydney is a day ahead of UTC in the morning)', async () => {
    const day = (date: string) => ({ date, day: 'Mon', code: 1, condition: 'Mainly clear', high: 24, low: 15, precipitationProbability: 10 });
    answer('/api/embed/current', {
      location: { name: 'Sydney', province: 'New South Wales', slug: 'sydney', country: 'AU', lat: -33.87, lon: 151.21 },
      current: { temp: 20, feelsLike: 20, code: 1, condition: 'Mainly clear', high: 24, low: 15, humidity: 60, windSpeed: 12, windDirection: 'NE', isDay: true },
      daily: [day('2026-11-22T19:00:00Z'), day('2026-11-23T19:00:00Z')],
      source: 'slug',
      attribution: { name: 'mukoko weather', url: 'https://weather.mukoko.com/sydney' },
    });
    const { data } = await fetchEndpoint(embedCurrentEndpoint, { slug: 'sydney' });
    expect(data.daily.map((entry) => entry.date)).toEqual(['2026-11-23', '2026-11-24']);
  });

  it('reads air quality above 500, with nh3 null, no WHO guidelines and fetchedAt without a zone', async () => {
    answer('/api/py/airquality', {
      aqi: 765,
      level: 'hazardous',
      dominantPollutant: 'pm10',
      pollutants: { pm2_5: 180, pm10: 1400, o3: 20, no2: 10, so2: 2, co: 300, nh3: null },
      subIndexes: { pm2_5: 280, pm10: 765 },
      source: 'open-meteo',
      fetchedAt: '2026-11-23T08:00:00.123456',
    });
    const { data } = await fetchEndpoint(airQualityEndpoint, { lat: 15.5, lon: 32.5 });
    expect(data.aqi).toBe(765);
    expect(data.pollutants.nh3).toBeNull();
    expect(data.whoGuidelines).toEqual({});
    expect(Date.parse(data.fetchedAt!)).toBe(Date.parse('2026-11-23T08:00:00.123Z'));
  });

  it('reads places without a country and with members of the service\'s own, and a search without a total', async () => {
    answer('/api/py/locations', { location: HARARE });
    const { data } = await fetchEndpoint(locationEndpoint, { slug: 'harare-3f9a1c' });
    expect(data.location).toEqual({ name: 'Harare', province: 'Harare', slug: 'harare-3f9a1c', country: '', lat: -17.83, lon: 31.05 });
    answer('/api/py/search', { locations: [{ ...HARARE, country: '' }] });
    const search = await fetchEndpoint(searchEndpoint, { q: 'har' });
    expect(search.data.locations).toHaveLength(1);
  });
});
