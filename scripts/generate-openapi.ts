import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { OPENAPI_PATH, serializeOpenApiDocument } from './openapi/build-document';

/** `npm run openapi`: regenerates openapi/openapi.json from the valibot schemas. */
const target = resolve(dirname(fileURLToPath(import.meta.url)), '..', OPENAPI_PATH);
mkdirSync(dirname(target), { recursive: true });
writeFileSync(target, serializeOpenApiDocument());
console.log(`Wrote ${OPENAPI_PATH}`);
