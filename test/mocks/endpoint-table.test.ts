import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_ENDPOINTS } from '../../src/api/endpoints';
import { CONTRACT_ENDPOINTS, WEATHER_ENDPOINTS } from '../../src/mocks/endpoint-table';
import { openApiDocument } from '../support/openapi';

/**
 * The contract lives beside the checkout (README: `../shared/api-contract.md`); a git worktree
 * one folder deeper finds it one level further up. API_CONTRACT names it anywhere else.
 */
const CONTRACT_CANDIDATES = [process.env.API_CONTRACT, '../shared/api-contract.md', '../../shared/api-contract.md'];
const contractPath = CONTRACT_CANDIDATES.filter((path) => path !== undefined).map((path) => resolve(path)).find((path) => existsSync(path));

/** "GET /api/py/geo" for every endpoint the contract heads a section with or introduces in backticks. */
function contractEndpoints(markdown: string): string[] {
  const found = markdown.matchAll(/^(?:### |`)(GET|POST|PUT|PATCH|DELETE) (\/[^\s?`]*)/gm);
  return [...found].map(([, method, path]) => `${method} ${path}`);
}

const key = ({ method, path }: { method: string; path: string }) => `${method} ${path}`;

describe('the endpoint table', () => {
  it.skipIf(contractPath === undefined)('lists exactly the endpoints of the contract (../shared/api-contract.md)', () => {
    const inContract = contractEndpoints(readFileSync(contractPath!, 'utf8'));
    expect(inContract.length).toBeGreaterThanOrEqual(8);
    expect(CONTRACT_ENDPOINTS.map(key).sort()).toEqual(inContract.sort());
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
