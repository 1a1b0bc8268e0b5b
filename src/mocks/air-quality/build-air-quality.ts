/** The full `/api/py/airquality` body for a place at an instant. */
import type { AirQualityResponse } from '../../api/schemas/air-quality';
import type { WeatherPlace } from '../weather/place';
import { computeAqi } from './aqi';
import { concentrationsAt } from './concentrations';
import { whoGuidelines } from './who-guidelines';

/** Names the kind of upstream the mock imitates (a CAMS-style model), and that it is a mock. */
export const AIR_QUALITY_SOURCE = 'mock-cams';

export function buildAirQuality(place: WeatherPlace, now: Date): AirQualityResponse {
  const nowMs = now.getTime();
  if (!Number.isFinite(nowMs)) throw new RangeError('buildAirQuality: `now` is an invalid Date');
  const pollutants = concentrationsAt(place, nowMs);
  // Indexed from the rounded values in the body, so a client recomputing the AQI agrees.
  const { aqi, level, dominantPollutant, subIndexes } = computeAqi(pollutants);
  return {
    aqi,
    level,
    dominantPollutant,
    pollutants: { ...pollutants },
    subIndexes,
    whoGuidelines: whoGuidelines(),
    source: AIR_QUALITY_SOURCE,
    fetchedAt: now.toISOString(),
  };
}
