/**
 * A place's readings to the decimal, taken from its full forecast. The embed answer rounds
 * every number to a whole °C, so a screen showing it in °F would stand a degree off the place
 * screen (6.6 °C is 44 °F; rounded to 7 °C it is 45 °F). Where the same place's forecast is at
 * hand and as new, the embed's screens show these instead, and both agree to the degree.
 */
export interface PreciseReadings {
  /** When the service produced the forecast these come from (ms since epoch). */
  fetchedAt: number;
  temp: number | null;
  feelsLike: number | null;
  /** Each day's high and low, by the place's calendar date (`YYYY-MM-DD`). */
  days: ReadonlyMap<string, { high: number | null; low: number | null }>;
}
