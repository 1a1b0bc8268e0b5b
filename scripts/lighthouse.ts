/**
 * `npm run lighthouse`: Lighthouse 12 with its default mobile settings (emulated phone, simulated
 * slow 4G and CPU slowdown) on the home screen and a place screen (opened as the app links it), against the production build
 * served as `npm start` serves it (vite preview with the mock API). Prints each run's and the
 * median's scores with TBT, LCP and DOM size, every audit that keeps a score below 100, and whether
 * the place's LCP is within 10 % of home's. Run it outside CI: scores depend on the machine.
 * Map tiles come from a local server, so the run needs no internet and a missing tile server
 * does not count against the page (the end-to-end tests do the same).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { launch } from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';
import { build, preview } from 'vite';
import { CHROME_PATH } from '../test/e2e/support/browser';
import { placeLink } from './place-link';

/**
 * Home, and a place as the app links it (with its coordinates, scripts/place-link.ts), held to the
 * targets; the same place by its bare slug as typed, whose forecast must wait for the lookup, is
 * printed beside them.
 */
const PLACE_SLUG = 'zurich';
const pages = async (origin: string) => [
  { name: 'home', path: '/', held: true },
  { name: 'place', path: await placeLink(origin, PLACE_SLUG), held: true },
  { name: 'place typed', path: `/place/${PLACE_SLUG}`, held: false },
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
type Category = (typeof CATEGORIES)[number];
const SHORT: Record<Category, string> = { performance: 'perf', accessibility: 'a11y', 'best-practices': 'bp' };
/** Issue #26's targets: 100 in each category on both screens, the place's LCP within 10 % of home's. */
const TARGETS: Record<Category, number> = { performance: 100, accessibility: 100, 'best-practices': 100 };
const PLACE_LCP_TARGET = 1.1;
/** Figures printed beside the scores (ms, ms, elements in the body). */
const FIGURES = [
  { key: 'tbt', label: 'TBT ms', audit: 'total-blocking-time' },
  { key: 'lcp', label: 'LCP ms', audit: 'largest-contentful-paint' },
  { key: 'dom', label: 'DOM', audit: 'dom-size' },
] as const;
type Figure = (typeof FIGURES)[number]['key'];

function median<T>(values: T[]): T {
  return [...values].sort((a, b) => Number(a) - Number(b))[Math.floor(values.length / 2)]!;
}

interface LighthouseCategory {
  title: string;
  score: number | null;
  auditRefs: Array<{ id: string; weight: number }>;
}

interface Audit {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
  numericValue?: number;
}

/**
 * Every run is a first visit, as each run of Lighthouse's own command line is (a new browser
 * profile): by default it leaves IndexedDB and localStorage alone, so in one browser every run after
 * the first would restore the answers the run before it saved.
 */
const CLEAR_STORAGE: Flags['clearStorageTypes'] = [
  'file_systems',
  'shader_cache',
  'service_workers',
  'cache_storage',
  'indexeddb',
  'local_storage',
];

/** A 1×1 grey PNG: every map tile, with the CORS header the map's tile layer needs (and a long cache life: the tile server's headers are not the app's to score). */
const TILE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNk+A8AAQUBAScY42YAAAAASUVORK5CYII=', 'base64');

async function startTileServer(): Promise<{ url: string; close: () => void }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'image/png', 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'public, max-age=31536000, immutable' });
    response.end(TILE);
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/{z}/{x}/{y}.png`, close: () => server.close() };
}

async function main() {
  // Lighthouse loads each page several times a minute from one address.
  process.env.MOCK_RATE_LIMIT ??= '0';
  const tiles = await startTileServer();
  // Read by the build (map, service worker, CSP) as the README's Configuration describes.
  process.env.VITE_TILE_URL = tiles.url;
  await build({ logLevel: 'warn' });
  const server = await preview({ preview: { port: 0, strictPort: false, host: '127.0.0.1' }, logLevel: 'warn' });
  const address = server.httpServer.address();
  if (address === null || typeof address === 'string') throw new Error('preview server has no port');
  const origin = `http://127.0.0.1:${address.port}`;
  const chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS) || 3);
  let missed = false;
  const lcpMedian: Record<string, number> = {};
  try {
    for (const { name, path, held } of await pages(origin)) {
      const scores: Record<Category, number[]> = { performance: [], accessibility: [], 'best-practices': [] };
      const figures: Record<Figure, number[]> = { tbt: [], lcp: [], dom: [] };
      let categories: Record<string, LighthouseCategory | undefined> = {};
      let audits: Record<string, unknown> = {};
      for (let run = 0, failed = 0; run < runs; run++) {
        const result = await lighthouse(`${origin}${path}`, { port: chrome.port, logLevel: 'error', onlyCategories: [...CATEGORIES], clearStorageTypes: CLEAR_STORAGE });
        if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
        const { runtimeError } = result.lhr;
        // A run Lighthouse could not record (no navigation start in its trace, a protocol timeout)
        // scores 0 without a failing audit and measures nothing: say why, and run it again.
        if (runtimeError) {
          console.log(`  Lighthouse could not measure ${path}: ${runtimeError.code} ${runtimeError.message}`);
          if (++failed > runs) throw new Error(`Lighthouse failed ${failed} times on ${path}`);
          run--;
          continue;
        }
        for (const warning of result.lhr.runWarnings) console.log(`  Lighthouse warns (run ${run + 1}): ${warning}`);
        ({ categories, audits } = result.lhr);
        for (const id of CATEGORIES) scores[id].push(Math.round((categories[id]?.score ?? 0) * 100));
        for (const figure of FIGURES) figures[figure.key].push((audits[figure.audit] as Audit | undefined)?.numericValue ?? NaN);
      }
      console.log(`\n${name} (${path}), ${runs} run${runs > 1 ? 's' : ''}`);
      console.log(`  ${''.padEnd(7)}  ${CATEGORIES.map((id) => SHORT[id].padStart(5)).join('  ')}  ${FIGURES.map(({ label }) => label.padStart(8)).join('  ')}`);
      const line = (label: string, pick: <T>(values: T[]) => T) =>
        `  ${label.padEnd(7)}  ${CATEGORIES.map((id) => `${pick(scores[id])}`.padStart(5)).join('  ')}  ${FIGURES.map(({ key }) => `${Math.round(pick(figures[key]))}`.padStart(8)).join('  ')}`;
      for (let run = 0; run < runs; run++) console.log(line(`run ${run + 1}`, (values) => values[run]!));
      console.log(line('median', median));
      lcpMedian[name] = median(figures.lcp);
      for (const id of CATEGORIES) {
        const category = categories[id];
        const below = median(scores[id]) < TARGETS[id];
        missed ||= below && held;
        if (below) console.log(`  ${category?.title ?? id}: median ${median(scores[id])}, below ${held ? 'the target of ' : ''}${TARGETS[id]}${held ? '' : ' (printed beside, not held to it)'}`);
        for (const ref of category?.auditRefs ?? []) {
          const audit = audits[ref.id] as Audit | undefined;
          const counts = ref.weight > 0 || id === 'performance';
          if (!audit || !counts || audit.score === null || audit.score >= 1 || audit.scoreDisplayMode === 'informative') continue;
          if (audit.scoreDisplayMode === 'notApplicable' || audit.scoreDisplayMode === 'manual') continue;
          console.log(`      ${audit.title}: ${Math.round(audit.score * 100)}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
          const { details } = audit as { details?: unknown };
          if (process.env.LIGHTHOUSE_DETAILS && details !== undefined) console.log(JSON.stringify(details).slice(0, 1500));
        }
      }
    }
    const lcpRatio = lcpMedian.place! / lcpMedian.home!;
    const lcpClose = lcpRatio <= PLACE_LCP_TARGET;
    missed ||= !lcpClose;
    console.log(`\nPlace LCP ${Math.round(lcpMedian.place!)} ms against home's ${Math.round(lcpMedian.home!)} ms: ${lcpRatio.toFixed(2)} × (target ≤ ${PLACE_LCP_TARGET})${lcpClose ? '' : '  ← over target'}`);
    console.log(`Typed by its slug alone: ${Math.round(lcpMedian['place typed']!)} ms, ${(lcpMedian['place typed']! / lcpMedian.home!).toFixed(2)} × home's`);
  } finally {
    chrome.kill();
    await server.close();
    tiles.close();
  }
  console.log(missed ? '\nSome scores are below target.' : '\nEvery score meets its target.');
}

await main();
