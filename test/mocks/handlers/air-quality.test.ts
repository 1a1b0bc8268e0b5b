import { describe, expect, it } from 'vitest';
import { AirQualityResponseSchema, INDEXED_POLLUTANTS } from '../../../src/api/schemas/air-quality';
import { callApiOk, COORDINATE_ERROR_CASES, expectApiError } from '../../support/mock-api';

async function airQuality(lat: number, lon: number) {
  return (await callApiOk(`/api/py/airquality?lat=${lat}&lon=${lon}`, AirQualityResponseSchema)).data;
}

describe('GET /api/py/airquality', () => {
  it('answers the AQI as the highest sub-index, naming that pollutant, with NH3 unindexed', async () => {
    const answer = await airQuality(28.65, 77.23); // Delhi
    const subIndexes = INDEXED_POLLUTANTS.map((pollutant) => answer.subIndexes[pollutant] ?? -1);
    expect(answer.aqi).toBe(Math.min(500, Math.max(...subIndexes)));
    expect(answer.subIndexes[answer.dominantPollutant as (typeof INDEXED_POLLUTANTS)[number]]).toBe(answer.aqi);
    expect('nh3' in answer.subIndexes).toBe(false);
    expect(answer.pollutants.nh3).toBeGreaterThanOrEqual(0);
    expect(answer.whoGuidelines.pm2_5).toBeGreaterThan(0);
  });

  it('reports more traffic NO2 for a megacity than for a remote island', async () => {
    const delhi = await airQuality(28.65, 77.23);
    const island = await airQuality(-37.11, -12.28); // Tristan da Cunha
    expect(delhi.pollutants.no2).toBeGreaterThan(island.pollutants.no2);
  });

  it.each(COORDINATE_ERROR_CASES)('rejects "?%s" with a 400 naming the parameter and rule', async (query, fragments) => {
    await expectApiError(`/api/py/airquality?${query}`, 400, ...fragments);
  });
});
