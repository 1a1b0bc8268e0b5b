/**
 * What the generators need to know about a place. Structurally a subset of the mock's
 * catalog `Place`, so catalog entries can be passed as they are.
 */
export interface WeatherPlace {
  readonly slug: string;
  readonly lat: number;
  readonly lon: number;
  /** IANA zone name, e.g. "Europe/Zurich". */
  readonly timezone: string;
  readonly population: number;
  /** Metres above sea level; when unknown, the terrain's at the coordinates (see place-elevation.ts). */
  readonly elevation?: number;
}
