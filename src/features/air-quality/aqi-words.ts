import type { AqiLevel, Pollutant } from '../../api/schemas/air-quality';
import type { MessageId } from '../../i18n/message-id';

/** Each EPA category's name and AirNow's health advice, as message ids: translated where shown. */
export const AQI_CATEGORY_WORDS: Record<AqiLevel, { name: MessageId; advice: MessageId }> = {
  good: { name: 'air.category.good', advice: 'air.advice.good' },
  moderate: { name: 'air.category.moderate', advice: 'air.advice.moderate' },
  unhealthy_sensitive: { name: 'air.category.unhealthy_sensitive', advice: 'air.advice.unhealthy_sensitive' },
  unhealthy: { name: 'air.category.unhealthy', advice: 'air.advice.unhealthy' },
  very_unhealthy: { name: 'air.category.very_unhealthy', advice: 'air.advice.very_unhealthy' },
  hazardous: { name: 'air.category.hazardous', advice: 'air.advice.hazardous' },
};

/** How people read the pollutant keys of the API: a formula, the same in every language, and a spoken name. */
export const POLLUTANT_LABELS: Record<Pollutant, { short: string; name: MessageId }> = {
  pm2_5: { short: 'PM2.5', name: 'air.pollutant.pm2_5' },
  pm10: { short: 'PM10', name: 'air.pollutant.pm10' },
  o3: { short: 'O₃', name: 'air.pollutant.o3' },
  no2: { short: 'NO₂', name: 'air.pollutant.no2' },
  so2: { short: 'SO₂', name: 'air.pollutant.so2' },
  co: { short: 'CO', name: 'air.pollutant.co' },
  nh3: { short: 'NH₃', name: 'air.pollutant.nh3' },
};
