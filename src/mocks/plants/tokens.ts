/** The token a development setup accepts when MOCK_PLANT_TOKENS is not set (README: Plant store). */
export const DEFAULT_PLANT_TOKEN = 'dev-plant-token';

/** Bearer tokens the mock store accepts: MOCK_PLANT_TOKENS, comma-separated. */
export function acceptedPlantTokens(env: Record<string, string | undefined> = process.env): ReadonlySet<string> {
  const listed = (env.MOCK_PLANT_TOKENS ?? '')
    .split(',')
    .map((token) => token.trim())
    .filter(Boolean);
  return new Set(listed.length > 0 ? listed : [DEFAULT_PLANT_TOKEN]);
}

/** The token of an `Authorization: Bearer <token>` header, or undefined. */
export function bearerToken(header: string | null): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}
