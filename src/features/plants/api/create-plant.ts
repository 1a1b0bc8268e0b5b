import * as v from 'valibot';
import { apiConfig, resolveApiUrl } from '../../../api/config';
import { ApiError } from '../../../api/errors';
import { PlantErrorSchema, type NewPlant } from '../../../api/schemas/plants';

/** What the store made of one POST; answers worth retrying (none, 408, 429, 5xx) are thrown as an ApiError. */
export type SendOutcome = { kind: 'accepted' } | { kind: 'unauthorized'; message: string } | { kind: 'rejected'; status: number; message: string };

export async function postPlant(plant: NewPlant, token: string): Promise<SendOutcome> {
  let response: Response;
  try {
    response = await fetch(resolveApiUrl(apiConfig.plantsBaseUrl, '/plants'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify(plant),
      // A plant must never be answered from, or stored in, any cache.
      cache: 'no-store',
    });
  } catch {
    throw new ApiError('network', 'The request did not reach the plant store.');
  }
  // The status is the store's word: a 200 means stored, whatever the body says.
  if (response.ok) return { kind: 'accepted' };
  const message = await errorMessage(response);
  if (response.status === 401) return { kind: 'unauthorized', message };
  if (response.status === 408 || response.status === 429 || response.status >= 500) throw new ApiError('http', message, response.status);
  return { kind: 'rejected', status: response.status, message };
}

async function errorMessage(response: Response): Promise<string> {
  const body: unknown = await response.json().catch(() => undefined);
  const parsed = v.safeParse(PlantErrorSchema, body);
  return parsed.success ? parsed.output.message : `The plant store answered ${response.status}.`;
}

/** Errors after which the same plant may be sent again: nothing settled it. */
export function isTransientSendError(error: unknown): boolean {
  return error instanceof ApiError && (error.kind === 'network' || error.kind === 'http');
}
