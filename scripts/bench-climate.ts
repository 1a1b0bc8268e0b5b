import { findPlaceBySlug, loadPlaces } from '../src/mocks/data/places';
import { CLIMATE_STATIONS, type ClimateStation } from '../src/mocks/weather/climate-stations';
import { buildWeather } from '../src/mocks/weather/forecast';
import { placeContext } from '../src/mocks/weather/place-context';
import { dayOfYear } from '../src/mocks/weather/solar-day';
import { reportRainDays } from './bench-climate/rain-days';

/**
 * `npm run bench:climate`: for reference cities on every continent and in every climate
 * type, the mock's mean daily max/min over the current week (the 7 days of the forecast
 * from now) against the normals of the city's climate station: the month's normal, and
 * the week's normal (the monthly normals taken at the week's dates, mid-month values
 * interpolated, which is what the mock aims at: late November in Yakutsk is 4 °C colder
 * than November's mean). Every difference from the week's normal must stay within
 * ±TOLERANCE_C; exits non-zero otherwise. The forecast is built for the catalog place (city
 * centre, at the elevation the mock gives it), not for the station, so the interpolation and the
 * lapse rate are measured too; mountain towns without a station of their own are compared with
 * their own published normals. The elev column is the elevation the mock gave the place.
 * Then each city's days with rain (≥ 1 mm) per month over six years against its station's
 * normals (bench-climate/rain-days.ts).
 */
const TOLERANCE_C = 4;

type Normals = Pick<ClimateStation, 'tmax' | 'tmin'>;

function fahrenheitToCelsius(fahrenheit: number): number {
  return ((fahrenheit - 32) * 5) / 9;
}

/** [catalog slug, station name in src/mocks/data/climate-normals.ts]. */
const REFERENCE_CITIES: readonly (readonly [string, string])[] = [
  ['reykjavik', 'Reykjavik'], ['tromso', 'Tromso'], ['longyearbyen', 'Longyearbyen'], ['london', 'London'],
  ['paris', 'Paris'], ['zurich', 'Zurich'], ['madrid', 'Madrid'], ['berlin', 'Berlin'], ['moscow', 'Moscow'],
  ['yakutsk', 'Yakutsk'], ['ulan-bator', 'Ulaanbaatar'], ['beijing', 'Beijing'], ['seoul', 'Seoul'],
  ['tokyo', 'Tokyo'], ['lhasa', 'Lhasa'], ['kathmandu', 'Kathmandu'], ['delhi', 'Delhi'], ['mumbai', 'Mumbai'],
  ['kolkata', 'Kolkata'], ['bangkok', 'Bangkok'], ['singapore', 'Singapore'], ['jakarta', 'Jakarta'],
  ['riyadh', 'Riyadh'], ['dubai', 'Dubai'], ['cairo', 'Cairo'], ['lagos', 'Lagos'], ['addis-ababa', 'Addis Ababa'],
  ['nairobi', 'Nairobi'], ['johannesburg', 'Johannesburg'], ['cape-town', 'Cape Town'], ['perth', 'Perth'],
  ['sydney', 'Sydney'], ['auckland', 'Auckland'], ['honolulu', 'Honolulu'], ['anchorage', 'Anchorage'],
  ['fairbanks', 'Fairbanks'], ['toronto', 'Toronto'], ['chicago', 'Chicago'], ['new-york-city', 'New York'],
  ['denver', 'Denver'], ['phoenix', 'Phoenix'], ['mexico-city', 'Mexico City'], ['quito', 'Quito'],
  ['lima', 'Lima'], ['la-paz', 'La Paz'], ['manaus', 'Manaus'], ['rio-de-janeiro', 'Rio de Janeiro'],
  ['santiago', 'Santiago'], ['buenos-aires', 'Buenos Aires'],
  // High places (1,500-3,500 m), where the place's elevation and the lapse rate decide the temperature.
  ['bogota', 'Bogota'], ['cusco', 'Cusco'], ['arequipa', 'Arequipa'], ['kabul', 'Kabul'], ['leh', 'Leh'],
  ['sanaa', 'Sanaa'], ['kunming', 'Kunming'], ['albuquerque', 'Albuquerque'], ['guadalajara', 'Guadalajara'],
  ['windhoek', 'Windhoek'],
];

/**
 * Mountain towns with no climate station in the table, against their own published normals:
 * these test the elevation and lapse rate alone (the nearest stations are in the valleys).
 */
const MOUNTAIN_TOWNS: readonly { readonly slug: string; readonly source: string; readonly normals: Normals }[] = [
  {
    // NOAA normals as the City of Leadville and Colorado tourism publish them (3,094 m), °F converted.
    slug: 'leadville',
    source: 'Leadville NOAA',
    normals: {
      tmax: [31, 34, 38, 45, 55, 67, 71, 69, 62, 51, 38, 31].map(fahrenheitToCelsius),
      tmin: [3, 5, 11, 19, 28, 34, 38, 38, 32, 23, 12, 4].map(fahrenheitToCelsius),
    },
  },
];

/** A station's normal at an instant, mid-month values interpolated (as the mock's climate does). */
function normalAt(values: readonly number[], epochMs: number): number {
  const position = (dayOfYear(epochMs) / 365.2422) * 12 - 0.5;
  const base = Math.floor(position);
  const a = values[(base + 12) % 12]!;
  const b = values[(base + 13) % 12]!;
  return a + (b - a) * (position - base);
}

function weekNormal(normals: Normals, field: 'tmax' | 'tmin', dates: readonly string[]): number {
  const sum = dates.reduce((total, date) => total + normalAt(normals[field], Date.parse(`${date}T12:00:00Z`)), 0);
  return sum / dates.length;
}

const pad = (text: string, width: number): string => text.padEnd(width);
const num = (value: number): string => value.toFixed(1).padStart(6);

loadPlaces();
const now = new Date();
const stations = new Map(CLIMATE_STATIONS.map((station) => [station.name, station]));
const stationCities = REFERENCE_CITIES.map(([slug, stationName]) => {
  const station = stations.get(stationName);
  if (!station) throw new Error(`Unknown station ${stationName}`);
  return { slug, source: stationName, normals: station };
});
const references = [...stationCities, ...MOUNTAIN_TOWNS];
let failures = 0;
let month = -1;
console.log(`Mock weather vs climate normals, week from ${now.toISOString().slice(0, 10)} (tolerance ±${TOLERANCE_C} °C)`);
console.log(
  `${pad('city', 16)}${pad('normals', 16)}${['elev', 'max', 'month', 'week', 'diff', 'min', 'month', 'week', 'diff'].map((h) => h.padStart(6)).join('')}`,
);
for (const { slug, source, normals } of references) {
  const place = findPlaceBySlug(slug);
  if (!place) throw new Error(`Unknown reference city ${slug}`);
  const { daily } = buildWeather(place, now).body;
  const mean = (values: readonly number[]): number => values.reduce((sum, v) => sum + v, 0) / values.length;
  const middle = daily.time[Math.floor(daily.time.length / 2)]!;
  month = Number(middle.slice(5, 7)) - 1;
  const max = mean(daily.temperature_2m_max);
  const min = mean(daily.temperature_2m_min);
  const maxNormal = weekNormal(normals, 'tmax', daily.time);
  const minNormal = weekNormal(normals, 'tmin', daily.time);
  const maxDiff = max - maxNormal;
  const minDiff = min - minNormal;
  const ok = Math.abs(maxDiff) <= TOLERANCE_C && Math.abs(minDiff) <= TOLERANCE_C;
  if (!ok) failures++;
  const elevation = placeContext(place).elevationM.toFixed(0).padStart(6);
  console.log(
    `${pad(slug, 16)}${pad(source, 16)}${elevation}${num(max)}${num(normals.tmax[month]!)}${num(maxNormal)}${num(maxDiff)}` +
      `${num(min)}${num(normals.tmin[month]!)}${num(minNormal)}${num(minDiff)}${ok ? '' : '  ✗ beyond tolerance'}`,
  );
}
console.log(`${references.length} cities, month ${month + 1}: ${failures === 0 ? 'all within tolerance' : `${failures} beyond tolerance`}`);
const rainDaysOk = reportRainDays(
  stationCities.map(({ slug, normals }) => ({ slug, place: findPlaceBySlug(slug)!, station: normals })),
);
if (failures > 0 || !rainDaysOk) process.exitCode = 1;
