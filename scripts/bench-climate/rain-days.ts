import type { Place } from '../../src/mocks/data/places';
import type { ClimateStation } from '../../src/mocks/weather/climate-stations';
import { sampleHour } from '../../src/mocks/weather/conditions';
import { MS_PER_HOUR } from '../../src/mocks/weather/local-time';
import { placeContext } from '../../src/mocks/weather/place-context';

/** Years counted: fixed, so two runs print the same figures. */
const YEARS = [2019, 2020, 2021, 2022, 2023, 2024];
/** The most the mock's rain days may differ from the normals', in days a month, averaged over every city and month. */
export const RAIN_DAYS_TOLERANCE = 2;
/** A city whose months differ more than this on average is marked (the field's own weather there). */
const CITY_MARK_DAYS = 3;

/** Mean days with ≥ 1 mm in each month (January first), counted in the place's days by the sun. */
function mockRainDays(place: Place): number[] {
  const ctx = placeContext(place);
  const offsetMs = Math.round(ctx.lon / 15) * MS_PER_HOUR;
  const days = new Array<number>(12).fill(0);
  for (const year of YEARS) {
    for (let day = Date.UTC(year, 0, 1); day < Date.UTC(year + 1, 0, 1); day += 24 * MS_PER_HOUR) {
      let mm = 0;
      for (let hour = 0; hour < 24; hour++) mm += sampleHour(ctx, day - offsetMs + hour * MS_PER_HOUR).precipitation;
      if (mm >= 1) days[new Date(day).getUTCMonth()]! += 1 / YEARS.length;
    }
  }
  return days;
}

const row = (values: readonly number[]): string => values.map((value) => value.toFixed(0).padStart(3)).join('');

/**
 * Months whose normals count more days of ≥ 1 mm than their total has millimetres: those counts are of
 * lighter days (≥ 0.1 mm, as Russian stations keep them), so they are shown but not compared.
 */
export function lighterDayMonths(station: Pick<ClimateStation, 'precipitation' | 'wetDays'>): number[] {
  return station.wetDays.flatMap((days, month) => (days > station.precipitation[month]! ? [month] : []));
}

/**
 * Prints, for each city, its rain days (≥ 1 mm) per month in the mock over YEARS and in its station's
 * normals, and the mean difference over the months that count them alike; returns whether the mean
 * over all cities is within RAIN_DAYS_TOLERANCE.
 */
export function reportRainDays(cities: readonly { slug: string; place: Place; station: ClimateStation }[]): boolean {
  console.log(`\nDays with ≥ 1 mm a month, mock over ${YEARS[0]}–${YEARS.at(-1)} against the normals (tolerance ${RAIN_DAYS_TOLERANCE} days on average)`);
  let total = 0;
  for (const { slug, place, station } of cities) {
    const mock = mockRainDays(place);
    const lighter = lighterDayMonths(station);
    const compared = mock.flatMap((days, month) => (lighter.includes(month) ? [] : [Math.abs(days - station.wetDays[month]!)]));
    const difference = compared.reduce((sum, value) => sum + value, 0) / compared.length;
    total += difference;
    const mark = difference > CITY_MARK_DAYS ? '  ✗ off' : '';
    const note = lighter.length > 0 ? `  (${lighter.length} months not compared: the normals count days under 1 mm)` : '';
    console.log(`${slug.padEnd(16)}mock${row(mock)}  normals${row(station.wetDays)}  ±${difference.toFixed(1)}${mark}${note}`);
  }
  const mean = total / cities.length;
  const ok = mean <= RAIN_DAYS_TOLERANCE;
  console.log(`${cities.length} cities: ${mean.toFixed(2)} days a month from the normals on average, ${ok ? 'within tolerance' : 'beyond tolerance'}`);
  return ok;
}
