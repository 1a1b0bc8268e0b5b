import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_ENDPOINTS } from '../../src/api/endpoints';
import { CONTRACT_ENDPOINTS, WEATHER_ENDPOINTS } from '../../src/mocks/endpoint-table';
import { openApiDocument } from '../support/openapi';

/** The contract, kept in the repository; the shared copy beside the checkout, when there is one, is its source. */
const CONTRACT_PATH = resolve(import.meta.dirname, '../../docs/api-contract.md');
const SHARED_CANDIDATES = [process.env.API_CONTRACT, '../shared/api-contract.md', '../../shared/api-contract.md'];
const sharedPath = SHARED_CANDIDATES.filter((path) => path !== undefined).map((path) => resolve(path)).find((path) => existsSync(path));
/** The contract without the note on where it lives that the repository's copy starts with. */
const withoutNote = (markdown: string) => markdown.replace(/^(# [^\n]*\n\n)(?:> [^\n]*\n)+\n/, '$1');

/** "GET /api/py/geo" for every endpoint the contract heads a section with or introduces in backticks. */
function contractEndpoints(markdown: string): string[] {
  const found = markdown.matchAll(/^(?:### |`)(GET|POST|PUT|PATCH|DELETE) (\/[^\s?`]*)/gm);
  return [...found].map(([, method, path]) => `${method} ${path}`);
}

const key = ({ method, path }: { method: string; path: string }) => `${method} ${path}`;

describe('the endpoint table', () => {
  it('lists exactly the endpoints of the contract (docs/api-contract.md)', () => {
    const inContract = contractEndpoints(readFileSync(CONTRACT_PATH, 'utf8'));
    expect(inContract.length).toBeGreaterThanOrEqual(8);
    expect(CONTRACT_ENDPOINTS.map(key).sort()).toEqual(inContract.sort());
  });

  it.skipIf(sharedPath === undefined)('keeps the repository\'s contract the same as the shared one beside the checkout', () => {
    expect(withoutNote(readFileSync(CONTRACT_PATH, 'utf8'))).toBe(readFileSync(sharedPath!, 'utf8'));
  });

  it('has every endpoint of the table, with its method, in openapi/openapi.json', () => {
    const documented = Object.entries(openApiDocument.paths).flatMap(([path, item]) =>
      Object.keys(item)
        .filter((method) => ['get', 'post'].includes(method))
        .map((method) => `${method.toUpperCase()} ${path}`),
    );
    for (const endpoint of CONTRACT_ENDPOINTS) expect(documented).toContain(key(endpoint));
  });

  it('serves every endpoint object the app calls, and only those', () => {
    expect(WEATHER_ENDPOINTS.map(({ endpoint }) => endpoint).sort((a, b) => a.path.localeCompare(b.path))).toEqual(
      [...API_ENDPOINTS].sort((a, b) => a.path.localeCompare(b.path)),
    );
  });
});
