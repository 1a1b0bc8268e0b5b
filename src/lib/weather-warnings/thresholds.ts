/** The one table of warning thresholds, in metric; met when reached (frost: when fallen to it). */
export const WARNING_THRESHOLDS = {
  frost: { maxCelsius: 0 },
  heat: { minCelsius: 35, severeCelsius: 40 },
  /** Heavy rain, as every word about rain counts it (src/lib/precipitation-rate.ts). */
  rain: { mmPerHour: 7.6, mmPerDay: 30 },
  /** WMO codes 95–99, the "thunderstorm" family of src/lib/weather-codes.ts. */
  thunderstorm: { minCode: 95, maxCode: 99 },
  wind: { gustKmh: 70, severeGustKmh: 90 },
  /** The first AQI of the EPA's "Unhealthy" category (src/api/schemas/aqi-categories.ts). */
  air: { usAqi: 151 },
} as const;

/** Hourly values are read this far ahead; daily values cover the days after them, up to a week. */
export const WARNING_DAYS_AHEAD = 7;

/** Hazardous hours this close together are one hazard: a short lull does not end a storm. */
export const LULL_HOURS = 3;

/** An air-quality reading stands for "current" this long after it was measured. */
export const AIR_READING_VALID_HOURS = 6;
