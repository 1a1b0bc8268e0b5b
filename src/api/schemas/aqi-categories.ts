import { AQI_MAX, type AqiLevel } from './air-quality';

/** US EPA AQI categories (2024): ranges, official colours and AA-contrast text; words in features/air-quality/aqi-words.ts. */
export interface AqiCategory {
  level: AqiLevel;
  /** Lowest and highest integer AQI of the category. */
  min: number;
  max: number;
  color: string;
  textColor: string;
}

const DARK_TEXT = '#000000';
const LIGHT_TEXT = '#ffffff';

/** In order of AQI, as AQI_LEVELS. */
export const AQI_CATEGORIES: readonly AqiCategory[] = [
  { level: 'good', min: 0, max: 50, color: '#00E400', textColor: DARK_TEXT },
  { level: 'moderate', min: 51, max: 100, color: '#FFFF00', textColor: DARK_TEXT },
  { level: 'unhealthy_sensitive', min: 101, max: 150, color: '#FF7E00', textColor: DARK_TEXT },
  { level: 'unhealthy', min: 151, max: 200, color: '#FF0000', textColor: DARK_TEXT },
  { level: 'very_unhealthy', min: 201, max: 300, color: '#8F3F97', textColor: LIGHT_TEXT },
  { level: 'hazardous', min: 301, max: AQI_MAX, color: '#7E0023', textColor: LIGHT_TEXT },
];

/** The category of a level the service reported. */
export function categoryForLevel(level: AqiLevel): AqiCategory {
  const category = AQI_CATEGORIES.find((candidate) => candidate.level === level);
  if (!category) throw new RangeError(`No AQI category for level ${level}`);
  return category;
}
