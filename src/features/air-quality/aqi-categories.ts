import type { AqiLevel } from '../../api/schemas/air-quality';

/**
 * The US EPA AQI categories (2024 revision): ranges, official colours and AirNow's short
 * health message. Text on each colour is the one of black or white that keeps WCAG AA
 * (≥ 4.5:1) contrast, so the colour is never the only carrier of the category.
 */
export interface AqiCategory {
  level: AqiLevel;
  name: string;
  /** Lowest and highest integer AQI of the category. */
  min: number;
  max: number;
  color: string;
  textColor: string;
  healthMessage: string;
}

const DARK_TEXT = '#000000';
const LIGHT_TEXT = '#ffffff';

export const AQI_SCALE_MAX = 500;

export const AQI_CATEGORIES: readonly AqiCategory[] = [
  {
    level: 'good', name: 'Good', min: 0, max: 50, color: '#00E400', textColor: DARK_TEXT,
    healthMessage: 'Air quality is satisfactory, and air pollution poses little or no risk.',
  },
  {
    level: 'moderate', name: 'Moderate', min: 51, max: 100, color: '#FFFF00', textColor: DARK_TEXT,
    healthMessage:
      'Air quality is acceptable. However, there may be a risk for some people, particularly those who are unusually sensitive to air pollution.',
  },
  {
    level: 'unhealthy_sensitive', name: 'Unhealthy for Sensitive Groups', min: 101, max: 150, color: '#FF7E00', textColor: DARK_TEXT,
    healthMessage: 'Members of sensitive groups may experience health effects. The general public is less likely to be affected.',
  },
  {
    level: 'unhealthy', name: 'Unhealthy', min: 151, max: 200, color: '#FF0000', textColor: DARK_TEXT,
    healthMessage:
      'Some members of the general public may experience health effects; members of sensitive groups may experience more serious health effects.',
  },
  {
    level: 'very_unhealthy', name: 'Very Unhealthy', min: 201, max: 300, color: '#8F3F97', textColor: LIGHT_TEXT,
    healthMessage: 'Health alert: The risk of health effects is increased for everyone.',
  },
  {
    level: 'hazardous', name: 'Hazardous', min: 301, max: AQI_SCALE_MAX, color: '#7E0023', textColor: LIGHT_TEXT,
    healthMessage: 'Health warning of emergency conditions: everyone is more likely to be affected.',
  },
];

function assertAqi(aqi: number): void {
  if (!Number.isFinite(aqi) || aqi < 0) throw new RangeError(`An AQI is a number from 0 upwards, not ${aqi}`);
}

/** The category of an AQI; values above 500 (beyond the index) count as Hazardous. */
export function categoryForAqi(aqi: number): AqiCategory {
  assertAqi(aqi);
  const rounded = Math.round(aqi);
  return AQI_CATEGORIES.find((category) => rounded <= category.max) ?? AQI_CATEGORIES[AQI_CATEGORIES.length - 1]!;
}

/** The display of a category the service reported. */
export function categoryForLevel(level: AqiLevel): AqiCategory {
  return AQI_CATEGORIES.find((category) => category.level === level)!;
}

/** Where an AQI sits on the bar, from 0 (left) to 1 (right); the bar is linear in AQI. */
export function aqiBarPosition(aqi: number): number {
  assertAqi(aqi);
  return Math.min(aqi, AQI_SCALE_MAX) / AQI_SCALE_MAX;
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
  return { category, from, to: category.max, width: (category.max - from) / AQI_SCALE_MAX };
});
