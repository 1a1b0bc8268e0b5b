const COMPASS = ['N', 'NNE', 'NE', 'ENE', 'E', 'ESE', 'SE', 'SSE', 'S', 'SSW', 'SW', 'WSW', 'W', 'WNW', 'NW', 'NNW'] as const;
const WORDS: Record<string, string> = { N: 'north', E: 'east', S: 'south', W: 'west' };

/** The 16-point compass abbreviation for a direction in degrees ("SW" for 225). */
export function compassPoint(degrees: number): string {
  const normalized = ((degrees % 360) + 360) % 360;
  return COMPASS[Math.round(normalized / 22.5) % 16] ?? 'N';
}

/** "south-west", "north-north-east": the abbreviation spelled out for screen readers. */
export function compassName(degrees: number): string {
  return [...compassPoint(degrees)].map((letter) => WORDS[letter]).join('-');
}

/** The direction in degrees of a compass abbreviation ("NW" is 315), for an answer that gives only the word. */
export function compassDegrees(point: string | null): number | null {
  const index = COMPASS.indexOf(point as (typeof COMPASS)[number]);
  return index === -1 ? null : index * 22.5;
}
