import { afterEach, describe, expect, it } from 'vitest';
import { openSession, type Session } from './support/browser';
import { baseUrl } from './support/worker-server';

/** One valid request per weather-service endpoint, as `npm start` serves them over HTTP. */
const ENDPOINTS = [
  '/api/embed/current',
  '/api/py/weather?lat=47.37&lon=8.54&models=gfs_seamless',
  '/api/py/geo?lat=47.37&lon=8.54',
  '/api/py/locations?slug=zurich',
  '/api/py/search?q=zurich',
  '/api/py/airquality?lat=47.37&lon=8.54',
  '/api/py/airports/nearest?lat=47.37&lon=8.54',
];

let session: Session | undefined;
afterEach(async () => {
  await session?.close();
  session = undefined;
});

describe('the mock API over real HTTP', () => {
  it('answers a cross-origin preflight itself, before the server\'s own CORS handling', async () => {
    for (const path of [...ENDPOINTS, '/sandbox/plants']) {
      const response = await fetch(`${baseUrl()}${path}`, {
        method: 'OPTIONS',
        headers: { Origin: 'https://elsewhere.example', 'Access-Control-Request-Method': 'GET' },
      });
      expect(response.status, path).toBe(204);
      expect(response.headers.get('access-control-allow-origin'), path).toBe('*');
      expect(response.headers.get('access-control-allow-methods'), path).toBeTruthy();
    }
  });

  it('answers every endpoint with JSON and CORS headers, a bad parameter with 400 and POST with 405', async () => {
    for (const path of ENDPOINTS) {
      const response = await fetch(`${baseUrl()}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      await response.json();
    }
    const bad = await fetch(`${baseUrl()}/api/py/geo?lat=91&lon=0`);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { detail: string }).detail).toContain("'lat' must be between -90 and 90");
    const post = await fetch(`${baseUrl()}/api/py/search?q=x`, { method: 'POST', body: '{}' });
    expect(post.status).toBe(405);
  });
});

describe('the About screen', () => {
  it('is reached from the header and credits the data sources', async () => {
    session = await openSession();
    const { page } = session;
    await page.goto(baseUrl());
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
    await page.getByRole('heading', { name: 'About Skycache' }).waitFor();
    expect(await page.getByRole('link', { name: 'GeoNames' }).getAttribute('href')).toBe('https://www.geonames.org/');
    expect(await page.getByRole('link', { name: 'OurAirports' }).isVisible()).toBe(true);
  });
});
