import { readFileSync } from 'node:fs';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { OPENAPI_PATH } from '../../scripts/openapi/build-document';

/** The parts of the committed OpenAPI document that response validation reads. */
interface HeaderObject {
  required?: boolean;
  schema: { type?: string };
}
interface ResponseObject {
  headers?: Record<string, HeaderObject | { $ref: string }>;
  content?: Record<string, { schema: unknown }>;
}
interface PathItem {
  servers?: { url: string }[];
  [method: string]: unknown;
}
interface OpenApiDocument {
  servers: { url: string }[];
  paths: Record<string, PathItem>;
  components: Record<string, Record<string, unknown>>;
}

const DOCUMENT_ID = 'https://skycache.test/openapi.json';

export const openApiDocument = JSON.parse(readFileSync(OPENAPI_PATH, 'utf8')) as OpenApiDocument;

// strict: false, because the document's own keywords (openapi, paths, …) are not JSON Schema.
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
ajv.addSchema({ ...openApiDocument, $id: DOCUMENT_ID });

function pointer(...parts: string[]): string {
  return `#/${parts.map((part) => part.replaceAll('~', '~0').replaceAll('/', '~1')).join('/')}`;
}

function resolve<T>(value: T | { $ref: string }): { value: T; pointer?: string } {
  if (typeof value === 'object' && value !== null && '$ref' in value) {
    const path = value.$ref.replace(/^#\//, '').split('/');
    let node: unknown = openApiDocument;
    for (const part of path) node = (node as Record<string, unknown>)[part];
    return { value: node as T, pointer: value.$ref };
  }
  return { value };
}

function basePath(item: PathItem): string {
  return (item.servers?.[0]?.url ?? openApiDocument.servers[0]?.url ?? '/').replace(/\/$/, '');
}

/**
 * Checks a real response against the document: the path and method exist, the status is
 * documented, every required header is there with a value its schema accepts, and the body
 * matches the schema of that status. Returns the problems found (empty when it conforms).
 */
export async function openApiProblems(method: string, url: string, response: Response): Promise<string[]> {
  const pathname = new URL(url).pathname;
  const entry = Object.entries(openApiDocument.paths).find(([path, item]) => `${basePath(item)}${path}` === pathname);
  if (!entry) return [`no path in the document for ${pathname}`];
  const [path, item] = entry;
  const operation = item[method.toLowerCase()] as { responses: Record<string, ResponseObject | { $ref: string }> } | undefined;
  if (!operation) return [`${method} ${path} is not in the document`];
  const documented = operation.responses[String(response.status)];
  if (!documented) return [`${method} ${path} does not document status ${response.status}`];
  const { value: responseObject, pointer: responsePointer } = resolve(documented);
  const problems: string[] = [];

  for (const [name, header] of Object.entries(responseObject.headers ?? {})) {
    const { value } = resolve(header);
    const raw = response.headers.get(name);
    if (raw === null) {
      if (value.required) problems.push(`required header ${name} is missing`);
      continue;
    }
    const headerValue = value.schema.type === 'integer' || value.schema.type === 'number' ? Number(raw) : raw;
    const validateHeader = ajv.compile(value.schema);
    if (!validateHeader(headerValue)) problems.push(`header ${name}: ${ajv.errorsText(validateHeader.errors)}`);
  }

  const schemaPointer = responseObject.content?.['application/json']
    ? `${responsePointer ?? pointer('paths', path, method.toLowerCase(), 'responses', String(response.status))}/content/application~1json/schema`
    : undefined;
  const text = await response.text();
  if (!schemaPointer) {
    if (text !== '') problems.push(`status ${response.status} documents no body but got ${text.slice(0, 80)}`);
    return problems;
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return [...problems, `body is not JSON: ${text.slice(0, 80)}`];
  }
  const validateBody = ajv.getSchema(`${DOCUMENT_ID}${schemaPointer}`) as ValidateFunction;
  if (!validateBody(body)) problems.push(`body: ${ajv.errorsText(validateBody.errors)}`);
  return problems;
}
