import { AQI_MAX, type AqiLevel } from './air-quality';

/**
 * The US EPA AQI categories (2024 revision), once for the mock that assigns them and the app
 * that shows them: AQI ranges, official colours and AirNow's short health message. Text on each
 * colour is the one of black or white that keeps WCAG AA (≥ 4.5:1) contrast, so the colour is
 * never the only carrier of the category.
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

/** In order of AQI, as AQI_LEVELS. */
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
    level: 'hazardous', name: 'Hazardous', min: 301, max: AQI_MAX, color: '#7E0023', textColor: LIGHT_TEXT,
    healthMessage: 'Health warning of emergency conditions: everyone is more likely to be affected.',
  },
];

/** The category of a level the service reported. */
export function categoryForLevel(level: AqiLevel): AqiCategory {
  const category = AQI_CATEGORIES.find((candidate) => candidate.level === level);
  if (!category) throw new RangeError(`No AQI category for level ${level}`);
  return category;
}
