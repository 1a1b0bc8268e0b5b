/** A place's readings to the decimal from its full forecast, so °F from the embed's whole °C agrees with the place screen. */
export interface PreciseReadings {
  /** When the service produced the forecast these come from (ms since epoch). */
  fetchedAt: number;
  temp: number | null;
  feelsLike: number | null;
  /** km/h. */
  windSpeed: number | null;
  /** Each day's high and low, by the place's calendar date (`YYYY-MM-DD`). */
  days: ReadonlyMap<string, { high: number | null; low: number | null }>;
  /** Each hour's calendar date there, start (ms since epoch), chance of precipitation (%) and temperature (°C). */
  hours: readonly { date: string; startsAt: number; chance: number | null; temp: number | null }[];
}
