/**
 * Annual-mean PM2.5, PM10 and NO2 at any point: the measured cities within LOCAL_RADIUS_KM,
 * weighted by inverse squared distance, over the regional background, which takes over as
 * they get farther. A city's weight falls smoothly to 0 at the radius, so the means are
 * continuous in space, as the weather is: two points a kilometre apart breathe alike.
 */
import { builtOnce } from '../data/built-once';
import { around, distance } from 'geokdbush';
import KDBush from 'kdbush';
import { type AnnualMeans, measuredCities } from './measured-cities';
import { loadRegionalBackground, regionalBackground } from './regional-background';

export const LOCAL_RADIUS_KM = 200;
/** Inside this a city's centre and its edge count alike: a monitor stands for its city. */
const CITY_KM = 8;
/** At this distance from one measured city, it and the background weigh the same. */
const BACKGROUND_KM = 60;
const BACKGROUND_WEIGHT = 1 / (BACKGROUND_KM * BACKGROUND_KM + CITY_KM * CITY_KM);

let tree: KDBush | undefined;

function cityTree(): KDBush {
  tree ??= builtOnce('air-city-tree', buildCityTree);
  return tree;
}

function buildCityTree(): KDBush {
  const cities = measuredCities();
  const built = new KDBush(cities.count, 64, Float32Array);
  for (let i = 0; i < cities.count; i++) built.add(cities.lon[i]!, cities.lat[i]!);
  built.finish();
  return built;
}

/** Parses the table and builds both indexes unless already built. */
export function loadAnnualMeans(): number {
  cityTree();
  loadRegionalBackground();
  return measuredCities().count;
}

export function annualMeans(lat: number, lon: number): AnnualMeans {
  const cities = measuredCities();
  const background = regionalBackground(lat, lon);
  let pm25 = BACKGROUND_WEIGHT * background.pm2_5;
  let pm10 = BACKGROUND_WEIGHT * background.pm10;
  let no2 = BACKGROUND_WEIGHT * background.no2;
  let weight = BACKGROUND_WEIGHT;
  for (const id of around(cityTree(), lon, lat, Infinity, LOCAL_RADIUS_KM)) {
    const km = distance(lon, lat, cities.lon[id]!, cities.lat[id]!);
    const taper = 1 - (km / LOCAL_RADIUS_KM) ** 2;
    const w = (taper * taper) / (km * km + CITY_KM * CITY_KM);
    weight += w;
    pm25 += w * cities.means.pm2_5[id]!;
    pm10 += w * cities.means.pm10[id]!;
    no2 += w * cities.means.no2[id]!;
  }
  return { pm2_5: pm25 / weight, pm10: pm10 / weight, no2: no2 / weight };
}
