import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OPENAPI_PATH, serializeOpenApiDocument } from '../../scripts/openapi/build-document';

describe('openapi/openapi.json', () => {
  it('equals a fresh generation from the valibot schemas (run `npm run openapi` after changing them)', () => {
    expect(readFileSync(OPENAPI_PATH, 'utf8')).toBe(serializeOpenApiDocument());
  });

  it('is OpenAPI 3.1 with both interfaces, the plant store under its own server', () => {
    const document = JSON.parse(serializeOpenApiDocument()) as {
      openapi: string;
      paths: Record<string, { servers?: { url: string }[] }>;
    };
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/py/weather', '/api/embed/current', '/plants']));
    expect(document.paths['/plants']?.servers?.[0]?.url).toBe('/sandbox');
  });
});
