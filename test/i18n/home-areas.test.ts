import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { readCatalogue } from '../../build/vite-plugin-catalogues';
import { HOME_AREAS } from '../../src/i18n/home-areas';
import { SOURCE_LANGUAGE } from '../../src/i18n/languages';

const ROOT = resolve(import.meta.dirname, '../..');
const english = readCatalogue(SOURCE_LANGUAGE);
const areaOfKey = new Map(Object.entries(english).flatMap(([area, messages]) => Object.keys(messages).map((key) => [key, area] as const)));

function resolveLocal(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  return [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((path) => existsSync(path));
}

/** The entry and every module it imports statically, with the message keys each names (type-only imports and `import()` left out). */
function entryKeys(entry: string): { file: string; key: string }[] {
  const seen = new Set<string>();
  const found: { file: string; key: string }[] = [];
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const walk = (node: ts.Node): void => {
      if (ts.isStringLiteralLike(node) && areaOfKey.has(node.text)) found.push({ file: relative(ROOT, file), key: node.text });
      ts.forEachChild(node, walk);
    };
    walk(source);
    for (const statement of source.statements) {
      const typeOnly = ts.isImportDeclaration(statement) ? statement.importClause?.isTypeOnly : ts.isExportDeclaration(statement) && statement.isTypeOnly;
      const specifier = (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) && statement.moduleSpecifier;
      if (typeOnly || !specifier || !ts.isStringLiteral(specifier) || !specifier.text.startsWith('.')) continue;
      const next = resolveLocal(file, specifier.text);
      if (next) visit(next);
    }
  };
  visit(join(ROOT, entry));
  return found;
}

describe('the words in the entry', () => {
  it('are the home screen’s areas only: English’s others load with the code that draws them', () => {
    const outside = entryKeys('src/main.tsx').filter(({ key }) => !HOME_AREAS.includes(areaOfKey.get(key) ?? ''));
    expect(outside.map(({ file, key }) => `${file}: ${key}`)).toEqual([]);
  });

  it('are found where the entry names them', () => {
    expect(entryKeys('src/main.tsx').map(({ key }) => key)).toEqual(expect.arrayContaining(['app.home.title', 'home.outlook', 'weather.words.tomorrow']));
  });
});
