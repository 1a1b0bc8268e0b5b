import { http, HttpResponse } from 'msw';
import { plantOk, plantError, PLANT_PREFLIGHT_HEADERS } from '../http/plant-responses';
import { hasExactPath } from '../http/route';
import { savePlant, takeDroppedResponse } from '../plants/store';
import { bearerToken } from '../plants/tokens';
import { readMockConfig } from '../config';
import { parseNewPlant, PlantRequestError, readLimitedBody, requireJsonContentType } from '../plants/validation';

const { plantsBasePath: base, plantTokens: tokens } = readMockConfig();

function requireToken(request: Request): void {
  const token = bearerToken(request.headers.get('authorization'));
  if (token === undefined) throw new PlantRequestError(401, 'A bearer token is required: send Authorization: Bearer <token>.');
  if (!tokens.has(token)) throw new PlantRequestError(401, 'The plant store does not accept this token.');
}

async function createPlant(request: Request): Promise<Response> {
  requireToken(request);
  requireJsonContentType(request);
  const plant = parseNewPlant(await readLimitedBody(request));
  const outcome = savePlant(plant);
  if (outcome.kind === 'taken') {
    throw new PlantRequestError(400, `id ${plant.id} is already taken by a plant with another name or tag; a retry must repeat the same name and tag.`);
  }
  return plantOk(plant.tag === undefined ? { name: plant.name } : { name: plant.name, tag: plant.tag });
}

function refusal(error: unknown): Response {
  if (!(error instanceof PlantRequestError)) throw error;
  return plantError(error.status, error.message, error.status === 401 ? { 'WWW-Authenticate': 'Bearer realm="plants"' } : undefined);
}

/**
 * POST {VITE_PLANTS_BASE_URL}/plants on any origin, with the contract's preflight and 405s.
 * A dropped answer (fault injection) is decided after the store has acted, as when a
 * connection breaks between the server's commit and the client's read.
 */
const plantsPath = `${base}/plants`;

export const plantsHandlers = [
  http.options(`*${plantsPath}`, ({ request }) =>
    hasExactPath(request, plantsPath) ? new HttpResponse(null, { status: 204, headers: PLANT_PREFLIGHT_HEADERS }) : undefined,
  ),
  http.post(`*${plantsPath}`, async ({ request }) => {
    if (!hasExactPath(request, plantsPath)) return undefined;
    const response = await createPlant(request).catch(refusal);
    return takeDroppedResponse() ? HttpResponse.error() : response;
  }),
  http.all(`*${plantsPath}`, ({ request }) =>
    hasExactPath(request, plantsPath)
      ? plantError(405, `Method ${request.method} is not allowed: the plant store answers POST and OPTIONS.`, { Allow: 'POST, OPTIONS' })
      : undefined,
  ),
  http.all(`*${base}/*`, ({ request }) => plantError(404, `No endpoint at ${new URL(request.url).pathname}.`)),
];
