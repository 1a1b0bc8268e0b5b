import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bundleBudgetPlugin } from '../../build/bundle-budget';
import { compileHintsPlugin } from '../../build/compile-hints';

type WriteBundle = (this: { error(message: string): never }, options: unknown, bundle: Record<string, unknown>) => void;

const chunk = (fileName: string, imports: string[], code: string, isEntry = false) => ({
  type: 'chunk',
  fileName,
  code,
  isEntry,
  imports,
  modules: { [`/repo/src/${fileName}.ts`]: { code } },
});

/** Runs the plugin's check on a bundle; gives back the build's error, if any. */
function check(bundle: Record<string, unknown>, budgets: { homeScreenJsGzipKib: number; homeScreenScripts: number }): string | undefined {
  const write = bundleBudgetPlugin(budgets).writeBundle as unknown as WriteBundle;
  try {
    write.call({ error: (message: string) => { throw new Error(message); } }, {}, bundle);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

afterEach(() => vi.restoreAllMocks());

describe('the home screen’s budget', () => {
  const entry = chunk('assets/index.js', [], 'export const a = 1;', true);
  const lazy = chunk('assets/settings.js', ['assets/index.js'], 'export const b = 2;');

  it('prints the home screen’s size and scripts against their budgets, lazy chunks left out', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    expect(check({ [entry.fileName]: entry, [lazy.fileName]: lazy }, { homeScreenJsGzipKib: 1, homeScreenScripts: 1 })).toBeUndefined();
    expect(log.mock.calls.flat().join('\n')).toMatch(/Home-screen JavaScript: 0\.\d KiB gzip \(budget 1 KiB\); scripts: 1 \(budget 1\)/);
  });

  it('stops the build when the entry imports another chunk the first screen must wait for', () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const withRuntime = { ...entry, imports: ['assets/runtime.js'] };
    const runtime = chunk('assets/runtime.js', [], 'export const helper = () => 0;');
    expect(check({ [entry.fileName]: withRuntime, [runtime.fileName]: runtime }, { homeScreenJsGzipKib: 1, homeScreenScripts: 1 })).toBe(
      'The home screen loads 2 scripts (assets/index.js, assets/runtime.js), over the budget of 1.',
    );
  });

  it('stops the build above the size budget', () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    expect(check({ [entry.fileName]: entry }, { homeScreenJsGzipKib: 0.01, homeScreenScripts: 1 })).toMatch(/over the 0\.01 KiB budget/);
  });
});

/** A page whose entry loads a chunk with a stylesheet later: the entry then carries a preload list. */
const root = mkdtempSync(join(tmpdir(), 'skycache-budget-'));
beforeAll(() => {
  writeFileSync(join(root, 'index.html'), '<script type="module" src="/main.js"></script>');
  writeFileSync(join(root, 'main.js'), "document.body.onclick = () => import('./later.js').then((later) => later.run());\n");
  writeFileSync(join(root, 'later.css'), 'body { color: teal; }\n');
  writeFileSync(join(root, 'later.js'), 'import "./later.css";\nexport const run = () => document.body.append("later");\n');
});

/** Builds the fixture with the budget plugin after the plugins that finish the entry's code; gives back the build's error, if any. */
async function buildWithin(homeScreenJsGzipKib: number): Promise<string | undefined> {
  try {
    await build({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: [bundleBudgetPlugin({ homeScreenJsGzipKib, homeScreenScripts: 1 }), compileHintsPlugin()],
      build: { outDir: 'dist', emptyOutDir: true, minify: true },
    });
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the home screen’s budget in a real build', () => {
  it('counts the entry as it is written, with its preload list and compile hint', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    expect(await buildWithin(10)).toBeUndefined();
    const entryName = readdirSync(join(root, 'dist/assets')).find((name) => name.startsWith('index-') && name.endsWith('.js'));
    const written = readFileSync(join(root, 'dist/assets', entryName ?? ''), 'utf8');
    expect(written).toContain('__vite__mapDeps');
    const shippedKib = gzipSync(written, { level: 9 }).length / 1024;
    // A budget just under what ships must stop the build: code added after the check would slip by.
    expect(await buildWithin(shippedKib - 0.0005)).toMatch(/over the .* KiB budget/);
  });
});
