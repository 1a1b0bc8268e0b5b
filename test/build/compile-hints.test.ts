import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHintsPlugin } from '../../build/compile-hints';

interface Chunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  code: string;
}
interface Asset {
  type: 'asset';
  fileName: string;
  source: string;
}
type GenerateBundle = (options: unknown, bundle: Record<string, Chunk | Asset>) => void;

function runOn(bundle: Record<string, Chunk | Asset>): void {
  const hook = compileHintsPlugin().generateBundle as unknown as { handler: GenerateBundle };
  hook.handler({}, bundle);
}

const chunk = (fileName: string, isEntry: boolean): Chunk => ({ type: 'chunk', fileName, isEntry, code: 'import"./a.js";export{b};' });
const map = (fileName: string): Asset => ({ type: 'asset', fileName, source: JSON.stringify({ version: 3, mappings: 'AAAA,CAAC', sources: ['src/main.tsx'] }) });

describe('the compile hint', () => {
  it("starts the entry chunk alone with V8's hint, on a line of its own", () => {
    const bundle = { 'index.js': chunk('index.js', true), 'place-screen.js': chunk('place-screen.js', false) };
    runOn(bundle);
    expect(bundle['index.js'].code).toBe(`${COMPILE_HINT}\nimport"./a.js";export{b};`);
    expect(bundle['place-screen.js'].code).toBe('import"./a.js";export{b};');
  });

  it("moves the entry's source map down the line the hint takes, and no other map", () => {
    const bundle = { 'index.js': chunk('index.js', true), 'index.js.map': map('index.js.map'), 'lazy.js': chunk('lazy.js', false), 'lazy.js.map': map('lazy.js.map') };
    runOn(bundle);
    expect(JSON.parse(bundle['index.js.map'].source)).toEqual({ version: 3, mappings: ';AAAA,CAAC', sources: ['src/main.tsx'] });
    expect(JSON.parse(bundle['lazy.js.map'].source)).toMatchObject({ mappings: 'AAAA,CAAC' });
  });
});
