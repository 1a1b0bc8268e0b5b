/** CORS of the plant store: any origin may call it and read why a token was refused. */
export const PLANT_CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': 'Date, WWW-Authenticate',
} as const;

export const PLANT_PREFLIGHT_HEADERS = {
  ...PLANT_CORS_HEADERS,
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type',
  'Access-Control-Max-Age': '86400',
} as const;

function plantHeaders(extra: Record<string, string> = {}): Record<string, string> {
  return { ...PLANT_CORS_HEADERS, Date: new Date().toUTCString(), 'Cache-Control': 'no-store', ...extra };
}

export function plantOk(body: unknown): Response {
  return Response.json(body, { status: 200, headers: plantHeaders() });
}

/** The store's Error body: `{"error": <status>, "message": "..."}`. */
export function plantError(status: number, message: string, headers?: Record<string, string>): Response {
  return Response.json({ error: status, message }, { status, headers: plantHeaders(headers) });
}
