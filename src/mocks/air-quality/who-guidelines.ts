/**
 * WHO global air quality guidelines (2021), in µg/m³. The response shows one number per
 * pollutant next to an hourly reading, so the short-term guideline is used where WHO
 * gives one: 24-hour for PM2.5, PM10, NO2, SO2 and CO, 8-hour (daily maximum) for O3.
 * WHO's long-term guidelines (annual PM2.5 5, PM10 15, NO2 10; O3 peak season 60) are left out:
 * they are means over months. WHO has no guideline for NH3, so it is absent.
 */
import type { Pollutant } from '../../api/schemas/air-quality';

export const WHO_2021_SHORT_TERM: Readonly<Partial<Record<Pollutant, number>>> = {
  pm2_5: 15,
  pm10: 45,
  o3: 100,
  no2: 25,
  so2: 40,
  // 4 mg/m³ (24-hour).
  co: 4000,
};

/** A fresh copy for a response body, so a handler cannot mutate the shared table. */
export function whoGuidelines(): Partial<Record<Pollutant, number>> {
  return { ...WHO_2021_SHORT_TERM };
}
