import type { ReactNode } from 'react';
import { t } from '../../../i18n/i18n';
import { formatPlaceTime, parseApiTime } from '../../../lib/local-time';
import { breakableAtUnits, MISSING } from '../../../lib/unit-format';
import type { ForecastView } from '../forecast-view';
import { DAY_MS } from '../../../lib/durations';

/** Named readings as small tiles: the current details, and a day of the week opened. */
export function Facts({ facts }: { facts: [string, ReactNode][] }) {
  return (
    <dl className="facts">
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{typeof value === 'string' ? breakableAtUnits(value) : value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Sunrise and sunset, or polar night (sunrise = sunset at midnight) and midnight sun (midnight to midnight). */
export function sunFacts(
  sunrise: string | null | undefined,
  sunset: string | null | undefined,
  view: ForecastView,
  day: 'today' | 'thatDay',
): [string, ReactNode][] {
  if (sunrise && sunset) {
    const daylight = Date.parse(sunset) - Date.parse(sunrise);
    if (daylight === 0) return [[t('forecast.fact.sun'), t('forecast.fact.polarNight', { day })]];
    if (daylight >= DAY_MS) return [[t('forecast.fact.sun'), t('forecast.fact.midnightSun', { day })]];
  }
  return [
    [t('forecast.fact.sunrise'), placeTime(sunrise, view)],
    [t('forecast.fact.sunset'), placeTime(sunset, view)],
  ];
}

/** A time of the forecast as the place's clock shows it. */
export function placeTime(time: string | null | undefined, view: ForecastView): string {
  return time ? formatPlaceTime(parseApiTime(time, view.weather.utc_offset_seconds), view.clock) : MISSING;
}
