/** A reading's box, and whether its dot is drawn (not in the clipped start margin). */
export interface Reading {
  top: number;
  bottom: number;
  dotShown: boolean;
}

/** Where the dot-separated readings are: a screen, its panel, and the column that holds them. */
export const DOTTED_READINGS = [
  { path: '/', panel: '.local-weather', column: '.local-weather__now > div', count: 2 },
  { path: '/place/zurich', panel: '.forecast-current', column: '.forecast-current__now > div', count: 3 },
  // The place's name and its region, as its heading writes them.
  { path: '/place/zurich', panel: '.place-area--title', column: '.place-area--title', count: 2 },
] as const;

/**
 * Run in the page: the readings in `panel`, each with the line it sits on and whether the dot it starts
 * with is drawn. A reading that starts left of the readings' box (right of it, right to left) has its dot
 * clipped away.
 */
export function readingsInPage(panel: string): Reading[] {
  const readings = document.querySelector(`${panel} .readings`)!;
  const box = readings.getBoundingClientRect();
  const rtl = getComputedStyle(readings).direction === 'rtl';
  return [...readings.querySelectorAll(':scope > span > span')].map((reading) => {
    const { top, bottom, left, right } = reading.getBoundingClientRect();
    return { top: Math.round(top), bottom: Math.round(bottom), dotShown: rtl ? right <= box.right + 0.5 : left >= box.left - 0.5 };
  });
}

/** Two readings share a line when their boxes overlap in height (a name and its smaller region differ in top). */
const onOneLine = (a: Reading, b: Reading) => a.top < b.bottom && b.top < a.bottom;

/** What each reading's dot should be: shown only between two readings on one line, never at a line's start or end. */
export function dotsExpected(readings: readonly Reading[]): boolean[] {
  return readings.map((reading, index) => index > 0 && onOneLine(reading, readings[index - 1]!));
}
