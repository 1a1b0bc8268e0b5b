/** Standard-atmosphere and comfort formulas: felt temperature, surface pressure, UV index. */
/**
 * Apparent temperature after Steadman (1994) as used by the Australian Bureau of
 * Meteorology (and, with radiation, by Open-Meteo): humidity makes heat feel hotter, wind
 * makes any air feel colder.
 */
export function apparentTemperature(temperatureC: number, relativeHumidityPct: number, windKmh: number): number {
  const vapourPressureHpa =
    (relativeHumidityPct / 100) * 6.105 * Math.exp((17.27 * temperatureC) / (237.7 + temperatureC));
  return temperatureC + 0.33 * vapourPressureHpa - 0.7 * (windKmh / 3.6) - 4;
}

/** Surface pressure from sea-level pressure by the barometric formula (standard atmosphere). */
export function surfacePressureAt(seaLevelHpa: number, elevationM: number): number {
  return seaLevelHpa * (1 - 2.25577e-5 * elevationM) ** 5.25588;
}

/**
 * Clear-sky UV index ≈ 12.5·cos(SZA)^2.42 (a standard fit), reduced by cloud and raised
 * ~6 % per km of elevation.
 */
export function uvIndexFor(sunAltitudeDeg: number, cloudCoverPct: number, elevationM: number): number {
  if (sunAltitudeDeg <= 0) return 0;
  const cosZenith = Math.sin((sunAltitudeDeg * Math.PI) / 180);
  const cloudFactor = 1 - 0.7 * (cloudCoverPct / 100) ** 2;
  return 12.5 * cosZenith ** 2.42 * cloudFactor * (1 + (0.06 * elevationM) / 1000);
}

