import { AQI_MAX } from '../../api/schemas/air-quality';
import { AQI_CATEGORIES, type AqiCategory } from '../../api/schemas/aqi-categories';

/** Where an AQI sits on the bar, from 0 (left) to 1 (right); the bar is linear in AQI. */
export function aqiBarPosition(aqi: number): number {
  if (!Number.isFinite(aqi) || aqi < 0) throw new RangeError(`An AQI is a number from 0 upwards, not ${aqi}`);
  return Math.min(aqi, AQI_MAX) / AQI_MAX;
}

export interface AqiBand {
  category: AqiCategory;
  /** Where the band starts and ends on the AQI axis (0–50, 50–100, …, 300–500). */
  from: number;
  to: number;
  /** Share of the bar's width: the band's AQI span over the whole scale. */
  width: number;
}

/** The bar's bands drawn to the EPA scale: Very Unhealthy is twice and Hazardous four times as wide as Good. */
export const AQI_BANDS: readonly AqiBand[] = AQI_CATEGORIES.map((category, index) => {
  const from = index === 0 ? 0 : AQI_CATEGORIES[index - 1]!.max;
  return { category, from, to: category.max, width: (category.max - from) / AQI_MAX };
});
