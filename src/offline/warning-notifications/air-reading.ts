import type { ApiResult } from '../../api/client';
import type { AirQuality } from '../../api/schemas/air-quality';
import type { AirReading } from '../../lib/weather-warnings/forecast-warnings';

/** An air-quality answer as the warning rules read it: its index, measured when the service produced it. */
export const airReading = ({ data, fetchedAt }: Pick<ApiResult<AirQuality>, 'data' | 'fetchedAt'>): AirReading => ({ usAqi: data.aqi, observedAt: fetchedAt });
