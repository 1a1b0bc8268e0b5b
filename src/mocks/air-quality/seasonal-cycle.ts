/**
 * How the time of year moves a place's air around its annual mean. Monthly factors, January
 * first, each table scaled to a mean of 1 so that the year keeps the published mean; read
 * linearly between mid-months. A region's pull fades over a few degrees at its edges, so the
 * factors are continuous in space. Shapes from the regions' published monthly means:
 * - mid-latitudes: winter heating and shallow winter mixing (twice as strong for PM as NO2's);
 * - northern India and its neighbours: crop burning and winter inversions, the monsoon washing out;
 * - the North China Plain: coal heating in winter;
 * - West Africa: the Harmattan's dust and the dry-season fires, December to March;
 * - mainland South-East Asia: the burning season, February to April;
 * - Sumatra and Borneo, Amazonia and Brazil's cerrado, southern Africa: their fire seasons;
 * - the Sahel, Sahara and Middle East: dust in spring and early summer.
 */
import { lerpMonths, monthBlend } from '../weather/climate';
import { clamp } from '../weather/numbers';

type Monthly = readonly number[];

interface Region {
  readonly south: number;
  readonly north: number;
  readonly west: number;
  readonly east: number;
  readonly pm: Monthly;
}

function unitMean(values: Monthly): Monthly {
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  return values.map((value) => value / mean);
}

const NORTHERN_WINTER: Monthly = unitMean([1.3, 1.25, 1.1, 0.95, 0.85, 0.8, 0.8, 0.8, 0.9, 1.0, 1.15, 1.3]);
const SOUTHERN_WINTER: Monthly = [...NORTHERN_WINTER.slice(6), ...NORTHERN_WINTER.slice(0, 6)];
/** Share of the PM cycle that NO2 follows: less heating smoke, the same shallow winter air. */
const NO2_SHARE = 0.5;

const REGIONS: readonly Region[] = [
  // Indo-Gangetic Plain, Pakistan's Punjab, Bangladesh, Nepal's Terai.
  { south: 21, north: 33, west: 67, east: 92, pm: [1.8, 1.3, 0.9, 0.85, 0.8, 0.65, 0.4, 0.35, 0.45, 1.2, 2.2, 2.0] },
  { south: 32, north: 42, west: 110, east: 123, pm: [1.5, 1.4, 1.2, 0.9, 0.8, 0.8, 0.8, 0.65, 0.7, 1.0, 1.3, 1.4] },
  { south: 4, north: 16, west: -18, east: 16, pm: [2.0, 1.8, 1.4, 1.0, 0.7, 0.6, 0.5, 0.5, 0.55, 0.8, 1.2, 1.9] },
  { south: 12, north: 24, west: 96, east: 109, pm: [1.3, 1.7, 2.3, 1.6, 0.8, 0.5, 0.45, 0.45, 0.5, 0.7, 0.9, 1.1] },
  { south: -5, north: 4, west: 98, east: 118, pm: [0.9, 0.85, 0.85, 0.85, 0.9, 0.95, 1.0, 1.2, 1.45, 1.3, 0.95, 0.85] },
  { south: -20, north: -5, west: -65, east: -45, pm: [0.7, 0.7, 0.7, 0.75, 0.85, 1.0, 1.3, 1.7, 1.8, 1.2, 0.85, 0.75] },
  { south: -18, north: -5, west: 12, east: 35, pm: [0.7, 0.7, 0.75, 0.8, 0.9, 1.1, 1.4, 1.6, 1.5, 1.1, 0.8, 0.7] },
].map((region) => ({ ...region, pm: unitMean(region.pm) }));

/** Where the desert dust blows: how often the wind lifts it, by month. */
const DUST_BELT: Region = {
  south: 12,
  north: 38,
  west: -18,
  east: 65,
  pm: unitMean([0.8, 0.95, 1.25, 1.35, 1.3, 1.2, 1.1, 1.0, 0.85, 0.75, 0.7, 0.75]),
};
/** Share of the dust cycle the belt's cities' own PM follows. */
const DUST_PM_SHARE = 0.5;
/** Width in degrees over which a region's pull fades in at its edges. */
const EDGE_DEG = 4;

function edge(inside: number): number {
  const f = clamp(inside / EDGE_DEG + 0.5, 0, 1);
  return f * f * (3 - 2 * f);
}

function membership(region: Region, lat: number, lon: number): number {
  return edge(lat - region.south) * edge(region.north - lat) * edge(lon - region.west) * edge(region.east - lon);
}

export interface SeasonalFactors {
  /** Multiplies the annual mean of PM. */
  readonly pm: number;
  readonly no2: number;
  /** How much more (or less) often than on average the wind lifts desert dust. */
  readonly dust: number;
}

/** Factors at a point on a (fractional) day of the year counted from 1 January 00:00 UTC. */
export function seasonalFactors(lat: number, lon: number, doy: number): SeasonalFactors {
  // Heating and winter inversions fade out towards the tropics.
  const northern = edge(Math.abs(lat) - 22) * (lat > 0 ? 1 : 0);
  const southern = edge(Math.abs(lat) - 22) * (lat < 0 ? 1 : 0);
  const blend = monthBlend(doy);
  const monthly = (values: Monthly): number => lerpMonths(values, blend);
  const mid = 1 + northern * (monthly(NORTHERN_WINTER) - 1) + southern * (monthly(SOUTHERN_WINTER) - 1);
  let pull = 0;
  let regional = 0;
  for (const region of REGIONS) {
    const weight = membership(region, lat, lon);
    pull += weight;
    regional += weight * monthly(region.pm);
  }
  const dustWeight = membership(DUST_BELT, lat, lon);
  const dust = 1 + dustWeight * (monthly(DUST_BELT.pm) - 1);
  // Overlapping edges share the pull; where no region reaches, the mid-latitude cycle holds.
  const pm = (pull > 1 ? regional / pull : regional + (1 - pull) * mid) * (1 + DUST_PM_SHARE * (dust - 1));
  return { pm, no2: 1 + NO2_SHARE * (pm - 1), dust };
}
