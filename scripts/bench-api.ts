import { cpus, loadavg } from 'node:os';
import { getResponse } from 'msw';
import { nearestAirports } from '../src/mocks/data/airports';
import { loadAllMockData } from '../src/mocks/data/load-all';
import { nearestPlace } from '../src/mocks/data/place-index';
import { searchPlaces } from '../src/mocks/data/place-search';
import { loadPlaces, type Place } from '../src/mocks/data/places';
import { weatherPlaceAt } from '../src/mocks/data/weather-places';
import { type SamplePlace, WEATHER_ENDPOINTS } from '../src/mocks/endpoint-table';
import { handlers } from '../src/mocks/handlers';
import { setRateLimit } from '../src/mocks/http/rate-limit';
import { buildWeather } from '../src/mocks/weather/forecast';
import { API_PATHS } from '../src/api/endpoints/paths';
import { NEAREST_PLACE_MAX_KM } from '../src/api/schemas/query';

/**
 * `npm run bench:api`: the time to load the datasets and build the indexes, then p50/p99 per
 * endpoint over CALLS requests through the handler path the servers use (msw `getResponse`,
 * body read), and the core function behind each targeted endpoint. Inputs vary (random places
 * and points, name prefixes with and without a typo). The endpoints are those of the table
 * (src/mocks/endpoint-table.ts), each with its example request. A warm-up pass over every
 * line's inputs runs first, as a server that has been up a while has its JIT and per-time-zone
 * Intl formatters warm (no handler caches results, so this does not pre-compute answers).
 * Exits non-zero when a target of the issue is missed. Verdicts use wall-clock time; on a
 * busy machine p99 then measures the scheduler too, so the load average is printed and a
 * "CPU p99" column (process CPU time per call) shows what the code itself costs.
 */
const CALLS = 2_000;
/** The p99 targets, by path; an endpoint without one is measured and printed. */
const TARGET_P99_MS: Readonly<Record<string, number>> = {
  [API_PATHS.geo]: 1,
  [API_PATHS.nearestAirports]: 1,
  [API_PATHS.search]: 5,
  [API_PATHS.weather]: 2,
  [API_PATHS.airQuality]: 5,
};
const LOAD_TARGET_MS = 1_500;
const ORIGIN = 'http://bench.local';

/** Deterministic inputs, so two runs measure the same requests. */
function mulberry32(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = mulberry32(20261121);

interface Line {
  name: string;
  kind: 'handler' | 'core';
  p50: number;
  p99: number;
  cpuP99: number;
  targetMs?: number;
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

function cpuMsSince(start: NodeJS.CpuUsage): number {
  const { user, system } = process.cpuUsage(start);
  return (user + system) / 1000;
}

/** Wall-clock p50/p99, and the p99 of the CPU time the process itself spent per call. */
async function measure(call: (i: number) => unknown): Promise<Omit<Line, 'name' | 'kind' | 'targetMs'>> {
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < CALLS; i++) {
    const cpuStart = process.cpuUsage();
    const start = performance.now();
    await call(i);
    wall.push(performance.now() - start);
    cpu.push(cpuMsSince(cpuStart));
  }
  wall.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  return { p50: percentile(wall, 50), p99: percentile(wall, 99), cpuP99: percentile(cpu, 99) };
}

async function viaHandlers(pathAndQuery: string): Promise<void> {
  const response = await getResponse(handlers, new Request(`${ORIGIN}${pathAndQuery}`));
  if (!response || response.status !== 200) throw new Error(`${pathAndQuery} answered ${response?.status}`);
  await response.arrayBuffer();
}

function pick<T>(items: readonly T[], count: number): T[] {
  return Array.from({ length: count }, () => items[Math.floor(random() * items.length)]!);
}

/** A point within ~10 km of a place, so look-ups do real work rather than hit an exact centre. */
function near(place: Place): { lat: number; lon: number } {
  return {
    lat: Math.max(-90, Math.min(90, place.lat + (random() - 0.5) * 0.2)),
    lon: Math.max(-180, Math.min(180, place.lon + (random() - 0.5) * 0.2)),
  };
}

function searchQuery(place: Place): string {
  const name = place.name.toLowerCase();
  const prefix = name.slice(0, 3 + Math.floor(random() * Math.max(1, name.length - 2)));
  // Every fourth query carries a typo: a swapped pair of letters.
  if (random() < 0.25 && prefix.length >= 5) return `${prefix.slice(0, 2)}${prefix[3]}${prefix[2]}${prefix.slice(4)}`;
  return prefix;
}

async function main(): Promise<void> {
  // The benchmark is one caller making thousands of requests: exactly what the limit stops.
  setRateLimit({ requestsPerMinute: 0 });
  const loadCpuStart = process.cpuUsage();
  const load = loadAllMockData();
  const loadCpuMs = cpuMsSince(loadCpuStart);
  const { places } = loadPlaces();
  // Half from the biggest places (where people look), half from anywhere in the catalog.
  const samplePlaces = [...pick(places.slice(0, 5_000), CALLS / 2), ...pick(places, CALLS / 2)].sort(() => random() - 0.5);
  const points = samplePlaces.map(near);
  const queries = samplePlaces.map(searchQuery);
  const samples: SamplePlace[] = samplePlaces.map((place, i) => ({ ...points[i]!, slug: place.slug, name: queries[i]! }));
  const now = new Date();

  /** The function behind an endpoint, timed alone to show what the handler path adds. */
  const core: Readonly<Record<string, { name: string; call: (i: number) => unknown }>> = {
    [API_PATHS.geo]: { name: 'nearestPlace()', call: (i) => nearestPlace(points[i]!.lat, points[i]!.lon, NEAREST_PLACE_MAX_KM) },
    [API_PATHS.nearestAirports]: { name: 'nearestAirports()', call: (i) => nearestAirports(points[i]!.lat, points[i]!.lon) },
    [API_PATHS.search]: { name: 'searchPlaces()', call: (i) => searchPlaces(queries[i]!, 10) },
    [API_PATHS.weather]: { name: 'buildWeather()', call: (i) => buildWeather(weatherPlaceAt(points[i]!.lat, points[i]!.lon), now) },
  };

  const specs: (Pick<Line, 'name' | 'kind' | 'targetMs'> & { call: (i: number) => unknown })[] = [];
  const add = (name: string, kind: Line['kind'], call: (i: number) => unknown, targetMs?: number) => {
    specs.push({ name, kind, call, targetMs });
  };

  for (const { endpoint, example } of WEATHER_ENDPOINTS) {
    const { path } = endpoint;
    add(`GET ${path}`, 'handler', (i) => viaHandlers(`${path}?${example(samples[i]!)}`), TARGET_P99_MS[path]);
    const behind = core[path];
    if (behind) add(`  ${behind.name}`, 'core', behind.call);
  }
  add('GET /api/py/weather&models=…', 'handler', (i) => viaHandlers(`/api/py/weather?lat=${points[i]!.lat}&lon=${points[i]!.lon}&models=gfs_seamless,icon_seamless`));

  // Every line's warm-up runs before any line is measured, so no line's figures depend on its place in the table.
  for (const { call } of specs) for (let i = 0; i < CALLS; i++) await call(i);
  const lines: Line[] = [];
  for (const { call, ...line } of specs) lines.push({ ...line, ...(await measure(call)) });

  const verdict = (ok: boolean | undefined) => (ok === undefined ? '' : ok ? 'PASS' : 'FAIL');
  const rows = [
    ['step / endpoint', 'path', 'p50 ms', 'p99 ms', 'CPU p99 ms', 'target', 'result'],
    ['load data + build indexes', 'startup', '', load.ms.total.toFixed(0), loadCpuMs.toFixed(0), `≤ ${LOAD_TARGET_MS} ms`, verdict(load.ms.total <= LOAD_TARGET_MS)],
    ...lines.map((line) => [
      line.name,
      line.kind,
      line.p50.toFixed(3),
      line.p99.toFixed(3),
      line.cpuP99.toFixed(3),
      line.targetMs === undefined ? '' : `p99 ≤ ${line.targetMs} ms`,
      verdict(line.targetMs === undefined ? undefined : line.p99 <= line.targetMs),
    ]),
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  console.log(
    `${load.places.toLocaleString('en-US')} places, ${load.airports.toLocaleString('en-US')} airports; ` +
      `load ms: places ${load.ms.places}, place index ${load.ms.placeIndex}, search index ${load.ms.placeSearch}, airports ${load.ms.airports}, terrain ${load.ms.terrain}, air ${load.ms.air}`,
  );
  console.log(
    `${CALLS} measured calls per line after a warm-up pass; Node ${process.version} ${process.execArgv.join(' ')}, ${cpus().length} CPUs, ` +
      `load average ${loadavg().map((value) => value.toFixed(1)).join(' ')}\n`,
  );
  for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ').trimEnd());

  if (loadavg()[0]! > cpus().length) {
    console.log(
      '\nThe machine is oversubscribed (1-minute load above the CPU count): wall-clock p99 includes time this ' +
        'process waited for a CPU. "CPU p99" is the time the process itself spent (GC included); verdicts use wall-clock.',
    );
  }
  const failed = rows.filter((row) => row[6] === 'FAIL').map((row) => row[0]!.trim());
  if (failed.length > 0) {
    console.error(`\nMissed targets: ${failed.join(', ')}`);
    process.exitCode = 1;
  }
}

await main();
