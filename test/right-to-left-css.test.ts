import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Arabic mirrors the layout through logical CSS (`margin-inline-start`, `inset-inline-end`,
 * `text-align: start`): a physical left or right stays put and breaks the mirror. The rare side
 * that really is physical (a phone's notch) says why on its own line: `/* physical: … *\/`.
 */
const ROOT = resolve(import.meta.dirname, '..');
const SRC = join(ROOT, 'src');
const ALLOWED = /\/\*\s*physical:\s*\S/;

function files(extension: RegExp): string[] {
  return readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((name) => extension.test(name) && !name.startsWith('mocks'))
    .map((name) => join(SRC, name));
}

const PHYSICAL_PROPERTY = /^(left|right|(margin|padding|border|scroll-margin|scroll-padding)-(left|right)(-\w+)*|border-(top|bottom)-(left|right)-radius)$/;
const SIDE_VALUE = /^(text-align|float|clear)$/;

/** The 4 corners of a `border-radius` (before any `/`): top-left, top-right, bottom-right, bottom-left. */
function corners(value: string): string[] {
  const [a = '', b = a, c = a, d = b] = (value.split('/')[0] ?? '').trim().split(/\s+/);
  return [a, b, c, d];
}

/** What on one line of CSS would not mirror, in words. */
function physicalDeclarations(line: string): string[] {
  if (ALLOWED.test(line)) return [];
  const code = line.replace(/\/\*.*?\*\//g, '');
  return [...code.matchAll(/([a-z-]+)\s*:\s*([^;{}]+)/g)].flatMap(([declaration, property = '', value = '']) => {
    const trimmed = value.trim();
    if (PHYSICAL_PROPERTY.test(property)) return [declaration.trim()];
    if (SIDE_VALUE.test(property) && /^(left|right)\b/.test(trimmed)) return [declaration.trim()];
    if (property === 'border-radius') {
      const [topLeft, topRight, bottomRight, bottomLeft] = corners(trimmed);
      if (topLeft !== topRight || bottomLeft !== bottomRight) return [declaration.trim()];
    }
    return [];
  });
}

function findings(paths: readonly string[], find: (line: string) => string[]): string[] {
  return paths.flatMap((path) =>
    readFileSync(path, 'utf8')
      .split('\n')
      .flatMap((line, i) => find(line).map((found) => `${relative(ROOT, path)}:${i + 1}: ${found}`)),
  );
}

describe('right-to-left layout', () => {
  it('recognises physical sides and lets logical ones and justified exceptions pass', () => {
    expect(physicalDeclarations('.a { margin-left: auto; text-align: right; left: 0 }')).toEqual(['margin-left: auto', 'text-align: right', 'left: 0']);
    expect(physicalDeclarations('.a { border-radius: 3px 0 0 3px; float: left; border-top-right-radius: 2px; }')).toHaveLength(3);
    expect(physicalDeclarations('.a { margin-inline-start: auto; text-align: start; inset-inline: 0; border-radius: 8px 8px 0 0; }')).toEqual([]);
    expect(physicalDeclarations('  padding-left: env(safe-area-inset-left); /* physical: the notch has a side */')).toEqual([]);
    expect(physicalDeclarations('/* stands right under the title */')).toEqual([]);
  });

  it('no stylesheet in src sets a physical left or right side', () => {
    expect(findings(files(/\.css$/), physicalDeclarations)).toEqual([]);
  });

  it('no component places an element by a physical side in its inline style', () => {
    const inline = (line: string) =>
      ALLOWED.test(line) ? [] : [...line.matchAll(/style=\{\{[^}]*\b(left|right|(margin|padding|border)(Left|Right)\w*)\s*:/g)].map(([found]) => found);
    expect(findings(files(/\.tsx$/), inline)).toEqual([]);
  });
});
