import * as v from 'valibot';
import { NewPlantSchema, PLANT_BODY_LIMIT_BYTES, UNSAFE_ID_MESSAGE, type NewPlant } from '../../api/schemas/plants';
import { judgeRawId, rawTopLevelId } from './raw-id';

/** A request the store refuses, with the status and message of its Error body. */
export class PlantRequestError extends Error {
  override readonly name = 'PlantRequestError';
  constructor(
    readonly status: 400 | 401 | 413 | 415,
    message: string,
  ) {
    super(message);
  }
}

const TOO_LARGE = `The body is over ${PLANT_BODY_LIMIT_BYTES} bytes (16 KiB); the plant store accepts up to that.`;

export function requireJsonContentType(request: Request): void {
  const mediaType = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (mediaType !== 'application/json') {
    throw new PlantRequestError(415, `Content-Type must be application/json, got ${mediaType ? `'${mediaType}'` : 'none'}.`);
  }
}

/** The body as text, refusing more than the limit both by Content-Length and by bytes read. */
export async function readLimitedBody(request: Request): Promise<string> {
  if (Number(request.headers.get('content-length') ?? 0) > PLANT_BODY_LIMIT_BYTES) {
    discard(request.body);
    throw new PlantRequestError(413, TOO_LARGE);
  }
  const reader = request.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > PLANT_BODY_LIMIT_BYTES) {
      reader.releaseLock();
      discard(request.body);
      throw new PlantRequestError(413, TOO_LARGE);
    }
    chunks.push(value);
  }
  return new TextDecoder('utf-8', { fatal: false }).decode(Buffer.concat(chunks));
}

/**
 * Stops reading a body that will be refused. Not awaited: some stream sources (msw's
 * interceptor among them) settle a cancel only once the whole body has arrived.
 */
function discard(body: ReadableStream<Uint8Array> | null): void {
  body?.cancel().catch(() => undefined);
}

/** A NewPlant from the raw JSON text, or a 400 that names the field and the rule. */
export function parseNewPlant(text: string): NewPlant {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (error) {
    const reason = error instanceof SyntaxError ? error.message : 'unreadable';
    throw new PlantRequestError(400, `The body is not valid JSON (${reason}).`);
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new PlantRequestError(400, 'The body must be a JSON object NewPlant { "id", "name", "tag"? }.');
  }
  checkRawId(text);
  const parsed = v.safeParse(NewPlantSchema, body);
  if (!parsed.success) throw new PlantRequestError(400, `${parsed.issues[0].message}.`);
  return parsed.output;
}

/** Number ids are judged on their exact text, before JSON.parse rounds them. */
function checkRawId(text: string): void {
  const raw = rawTopLevelId(text);
  if (raw === undefined) return;
  const verdict = judgeRawId(raw);
  if (verdict === 'not-integer') throw new PlantRequestError(400, `id must be an integer, got ${raw}.`);
  if (verdict === 'unsafe') throw new PlantRequestError(400, `${UNSAFE_ID_MESSAGE} (got ${raw}).`);
}
