import { afterEach, describe, expect, it, vi } from 'vitest';
import { bundleBudgetPlugin } from '../../build/bundle-budget';

type GenerateBundle = (this: { error(message: string): never }, options: unknown, bundle: Record<string, unknown>) => void;

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
  const generate = bundleBudgetPlugin(budgets).generateBundle as unknown as GenerateBundle;
  try {
    generate.call({ error: (message: string) => { throw new Error(message); } }, {}, bundle);
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
