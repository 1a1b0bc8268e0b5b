/**
 * `npm run bench:start`: how fast the app starts, beside a plain React page fetching the same data.
 * Builds the app as `npm start` does, builds the baseline (scripts/bench-start/baseline) into
 * dist/bench-baseline, serves both with `vite preview`, and loads them in Chromium: cold (fresh
 * profile), warm (service worker installed, data stored; the baseline from the HTTP cache) and
 * offline, home and a place, RUNS times each, once as is and once with the processor slowed 4×.
 * Prints median and p90, the ratios to the baseline against their targets, and a performance
 * trace's top contributors between first paint and data visible. Timings never fail the run.
 */
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { build, preview } from 'vite';
import { embedCurrentEndpoint } from '../src/api/endpoints/embed-current';
import { API_PATHS } from '../src/api/endpoints/paths';
import { locationEndpoint } from '../src/api/endpoints/places';
import { weatherEndpoint } from '../src/api/endpoints/weather';
import { CHROME_PATH, waitForPersistedCache, waitForServiceWorker } from '../test/e2e/support/browser';
import { type Load, freshContext, measure } from './bench-start/page-load';
import { printContributors, traceColdLoad } from './bench-start/trace';
import { placeLink } from './place-link';

const RUNS = Number(process.env.BENCH_RUNS) || 11;
/** Issue #42's targets, printed beside the figures: data visible no later than the baseline's. */
const COLD_RATIO_TARGET = 1;
const WARM_RATIO_TARGET = 1;
/** As is, then the processor slowed 4× (`Emulation.setCPUThrottlingRate`): the phone people hold. */
const CPU_SLOWDOWNS = [1, 4];
const OFFLINE_PLACE_TARGET_MS = 250;
/** A place as the app links it (scripts/place-link.ts). */
const PLACE_SLUG = 'zurich';
const BASELINE_PATH = '/bench-baseline/';

/**
 * Cold loads (a fresh profile each), the pages taking turns run by run, so that a machine busier
 * in one part of the run than another weighs on each page alike and the ratios stay fair.
 */
async function coldLoads(browser: Browser, pages: { url: string; dataPath: string }[], cpu: number): Promise<Load[][]> {
  const loads: Load[][] = pages.map(() => []);
  for (let run = 0; run < RUNS; run += 1) {
    for (const [index, { url, dataPath }] of pages.entries()) {
      const context = await freshContext(browser);
      loads[index]!.push(await measure(context, url, dataPath, cpu));
      await context.close();
    }
  }
  return loads;
}

/** Repeated loads in contexts already warmed, the pages taking turns run by run as the cold loads do. */
async function warmLoads(pages: { context: BrowserContext; url: string; dataPath: string }[], cpu: number): Promise<Load[][]> {
  const loads: Load[][] = pages.map(() => []);
  for (let run = 0; run < RUNS; run += 1) {
    for (const [index, { context, url, dataPath }] of pages.entries()) loads[index]!.push(await measure(context, url, dataPath, cpu));
  }
  return loads;
}

const percentile = (values: number[], share: number) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
};
const median = (values: number[]) => percentile(values, 0.5);
const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)}`.padStart(5) : '    –');

function row(name: string, loads: Load[]): string {
  const pick = (key: keyof Load) => loads.map((load) => Number(load[key]));
  const timing = (key: 'fcp' | 'lcp' | 'dataVisible') => `${ms(median(pick(key)))} ${ms(percentile(pick(key), 0.9))}`;
  const parallel = loads.filter((load) => load.dataStart !== undefined && load.scriptEnd !== undefined && load.dataStart < load.scriptEnd).length;
  return [
    name.padEnd(22),
    timing('fcp'),
    timing('lcp'),
    timing('dataVisible'),
    median(pick('cls')).toFixed(3).padStart(6),
    `${median(pick('requests'))}`.padStart(5),
    `${(median(pick('bytes')) / 1024).toFixed(1)}`.padStart(7),
    `${median(pick('dataRequests'))}`.padStart(5),
    `${parallel}/${loads.length}`.padStart(6),
  ].join('  ');
}

const loadsOf = (results: [string, Load[]][], name: string) => results.find(([label]) => label === name)![1];
const dataVisible = (results: [string, Load[]][], name: string) => median(loadsOf(results, name).map((load) => load.dataVisible));
/**
 * Each run's data visible over the baseline's in the same turn (the pages take turns run by run):
 * a moment when the machine was busier weighs on both sides of a ratio alike.
 */
const pairedRatios = (results: [string, Load[]][], name: string, baseline: string) => {
  const baselineLoads = loadsOf(results, baseline);
  return loadsOf(results, name).map((load, run) => load.dataVisible / baselineLoads[run]!.dataVisible);
};

/** Every load of the benchmark once, the place at `placePath`, with the processor `cpu` times slower: cold, warm (beside the baseline's), offline. */
async function pass(browser: Browser, origin: string, placePath: string, cpu: number): Promise<[string, Load[]][]> {
  const results: [string, Load[]][] = [];
  const [baseline, home, place] = await coldLoads(browser, [
    { url: `${origin}${BASELINE_PATH}`, dataPath: API_PATHS.embedCurrent },
    { url: `${origin}/`, dataPath: API_PATHS.embedCurrent },
    { url: `${origin}${placePath}`, dataPath: API_PATHS.weather },
  ], cpu);
  results.push(['baseline cold home', baseline!], ['cold home', home!], ['cold place', place!]);

  // The baseline warm: its script in the HTTP cache of a profile of its own (the app's service worker would answer it).
  const baselineContext = await freshContext(browser);
  await measure(baselineContext, `${origin}${BASELINE_PATH}`, API_PATHS.embedCurrent, cpu);

  const context = await freshContext(browser);
  const first = await context.newPage();
  await first.goto(`${origin}/`);
  await waitForServiceWorker(first);
  await waitForPersistedCache(first, [{ endpoint: embedCurrentEndpoint.path }]);
  await first.goto(`${origin}${placePath}`);
  await first.locator('.forecast-current__temp').waitFor({ timeout: 30_000 });
  // What the offline loads start from: the place's lookup and forecast, and the home card.
  await waitForPersistedCache(first, [locationEndpoint, weatherEndpoint, embedCurrentEndpoint].map(({ path }) => ({ endpoint: path })));
  await first.close();
  const [baselineWarm, warmHome, warmPlace] = await warmLoads([
    { context: baselineContext, url: `${origin}${BASELINE_PATH}`, dataPath: API_PATHS.embedCurrent },
    { context, url: `${origin}/`, dataPath: API_PATHS.embedCurrent },
    { context, url: `${origin}${placePath}`, dataPath: API_PATHS.weather },
  ], cpu);
  await baselineContext.close();
  results.push(['baseline warm home', baselineWarm!], ['warm home (SW)', warmHome!], ['warm place (SW)', warmPlace!]);
  await context.setOffline(true);
  // One screen reloaded again and again, as a person with no network does: no baseline to share turns with.
  for (const [name, path, dataPath] of [['offline home', '/', API_PATHS.embedCurrent], ['offline place', placePath, API_PATHS.weather]] as const) {
    const [loads] = await warmLoads([{ context, url: `${origin}${path}`, dataPath }], cpu);
    results.push([name, loads!]);
  }
  await context.close();
  return results;
}

async function main() {
  // The bench loads the same page dozens of times a minute from one address.
  process.env.MOCK_RATE_LIMIT = '0';
  await build({ logLevel: 'warn' });
  await build({
    configFile: false,
    root: resolve('scripts/bench-start/baseline'),
    base: BASELINE_PATH,
    plugins: [react()],
    build: { outDir: resolve('dist/bench-baseline'), emptyOutDir: true, target: 'es2022' },
    logLevel: 'warn',
  });
  const server = await preview({ preview: { port: 0, strictPort: false, host: '127.0.0.1' }, logLevel: 'warn' });
  const address = server.httpServer.address();
  if (address === null || typeof address === 'string') throw new Error('preview server has no port');
  const origin = `http://127.0.0.1:${address.port}`;
  const browser = await chromium.launch({ executablePath: CHROME_PATH, headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-quic'] });
  try {
    const passes: { cpu: number; results: [string, Load[]][] }[] = [];
    const placePath = await placeLink(origin, PLACE_SLUG);
    for (const cpu of CPU_SLOWDOWNS) passes.push({ cpu, results: await pass(browser, origin, placePath, cpu) });
    for (const { cpu, results } of passes) {
      console.log(`\nStart-up, CPU ${cpu === 1 ? 'as is' : `slowed ${cpu}×`}, ${RUNS} runs each, 390×844, loopback (ms: median p90; bytes transferred, KiB)`);
      console.log(
        `${'load'.padEnd(22)}  ${'FCP'.padStart(11)}  ${'LCP'.padStart(11)}  ${'data visible'.padStart(11)}  ${'CLS'.padStart(6)}  ${'reqs'.padStart(5)}  ${'KiB'.padStart(7)}  ${'data'.padStart(5)}  ${'‖'.padStart(6)}`,
      );
      for (const [name, loads] of results) console.log(row(name, loads));
    }
    console.log('data = requests for the screen\'s data; ‖ = loads whose data request started before the main script had arrived');

    console.log(
      `\nData visible (median ms; ratio to the baseline: median of each run's ratio to the baseline's load in the same turn, p25–p75), CPU ${CPU_SLOWDOWNS.map((cpu) => `${cpu}×`).join(' | ')}`,
    );
    const judged = (name: string, baseline: string | undefined, target: number | undefined) => {
      const cells = passes.map(({ results }) => {
        const visible = dataVisible(results, name);
        if (!baseline || !target) return `${ms(visible)}`.padEnd(32);
        const ratios = pairedRatios(results, name, baseline);
        const ratio = median(ratios);
        const spread = `${percentile(ratios, 0.25).toFixed(2)}–${percentile(ratios, 0.75).toFixed(2)}`;
        return `${ms(visible)} ${ratio.toFixed(2)}× (${spread}) ${ratio <= target ? 'ok' : '← over'}`.padEnd(32);
      });
      console.log(`${name.padEnd(22)}  ${cells.join(' | ')}${target ? `  (target ≤ ${target.toFixed(2)}× ${baseline})` : ''}`);
    };
    judged('cold home', 'baseline cold home', COLD_RATIO_TARGET);
    judged('warm home (SW)', 'baseline warm home', WARM_RATIO_TARGET);
    for (const name of ['cold place', 'warm place (SW)', 'offline home', 'offline place']) judged(name, undefined, undefined);
    const offlinePlace = dataVisible(passes[0]!.results, 'offline place');
    console.log(
      `Offline reload of a saved place, data visible: ${Math.round(offlinePlace)} ms (target ≤ ${OFFLINE_PLACE_TARGET_MS} ms)${offlinePlace <= OFFLINE_PLACE_TARGET_MS ? '' : '  ← over target'}`,
    );

    console.log('\nBetween first paint and data visible, one traced cold load each (top contributors, ms):');
    for (const cpu of CPU_SLOWDOWNS) {
      for (const path of [BASELINE_PATH, '/', placePath]) printContributors(`${path} at CPU ${cpu}×`, await traceColdLoad(browser, `${origin}${path}`, cpu));
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
