import { describe, expect, it } from 'vitest';
import { AQI_CATEGORIES } from '../../../src/api/schemas/aqi-categories';
import { WARNING_THRESHOLDS } from '../../../src/lib/weather-warnings/thresholds';
import { WMO_WEATHER_CODES, weatherCodeKind } from '../../../src/lib/weather-codes';

describe('the thresholds agree with the categories they are named for', () => {
  it('unhealthy air starts where the EPA’s "Unhealthy" category does', () => {
    expect(AQI_CATEGORIES.find((category) => category.level === 'unhealthy')?.min).toBe(WARNING_THRESHOLDS.air.usAqi);
  });

  it('the thunderstorm codes are exactly the thunderstorm family of weather codes', () => {
    const { minCode, maxCode } = WARNING_THRESHOLDS.thunderstorm;
    const inRange = WMO_WEATHER_CODES.filter((code) => code >= minCode && code <= maxCode);
    expect(inRange).toEqual(WMO_WEATHER_CODES.filter((code) => weatherCodeKind(code) === 'thunderstorm'));
  });
});
