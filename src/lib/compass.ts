import type { MessageId } from '../i18n/message-id';
import { t } from '../i18n/translate';

/** The 16 points as the API writes them, and each one's short form and name in the app's language. */
const COMPASS = ['N', 'NNE', 'NE', 'ENE', 'E', 'ESE', 'SE', 'SSE', 'S', 'SSW', 'SW', 'WSW', 'W', 'WNW', 'NW', 'NNW'] as const;
type Point = (typeof COMPASS)[number];

const SHORT: Record<Point, MessageId> = {
  N: 'weather.compass.short.N', NNE: 'weather.compass.short.NNE', NE: 'weather.compass.short.NE', ENE: 'weather.compass.short.ENE',
  E: 'weather.compass.short.E', ESE: 'weather.compass.short.ESE', SE: 'weather.compass.short.SE', SSE: 'weather.compass.short.SSE',
  S: 'weather.compass.short.S', SSW: 'weather.compass.short.SSW', SW: 'weather.compass.short.SW', WSW: 'weather.compass.short.WSW',
  W: 'weather.compass.short.W', WNW: 'weather.compass.short.WNW', NW: 'weather.compass.short.NW', NNW: 'weather.compass.short.NNW',
};

const NAMES: Record<Point, MessageId> = {
  N: 'weather.compass.name.N', NNE: 'weather.compass.name.NNE', NE: 'weather.compass.name.NE', ENE: 'weather.compass.name.ENE',
  E: 'weather.compass.name.E', ESE: 'weather.compass.name.ESE', SE: 'weather.compass.name.SE', SSE: 'weather.compass.name.SSE',
  S: 'weather.compass.name.S', SSW: 'weather.compass.name.SSW', SW: 'weather.compass.name.SW', WSW: 'weather.compass.name.WSW',
  W: 'weather.compass.name.W', WNW: 'weather.compass.name.WNW', NW: 'weather.compass.name.NW', NNW: 'weather.compass.name.NNW',
};

function pointOf(degrees: number): Point {
  const normalized = ((degrees % 360) + 360) % 360;
  return COMPASS[Math.round(normalized / 22.5) % 16] ?? 'N';
}

/** The 16-point compass abbreviation for a direction in degrees ("SW" for 225, "SO" in French). */
export function compassPoint(degrees: number): string {
  return t(SHORT[pointOf(degrees)]);
}

/** "south-west", "north-north-east": the abbreviation spelled out for screen readers. */
export function compassName(degrees: number): string {
  return t(NAMES[pointOf(degrees)]);
}

/** The direction in degrees of a compass abbreviation as the API writes it ("NW" is 315), for an answer that gives only the word. */
export function compassDegrees(point: string | null): number | null {
  const index = COMPASS.indexOf(point as Point);
  return index === -1 ? null : index * 22.5;
}
