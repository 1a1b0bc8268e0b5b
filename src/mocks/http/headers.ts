/**
 * CORS for every weather response, so a browser on another origin can read the API and every
 * header the client reads (`Date` gives an answer its age; browsers hide it cross-origin
 * unless it is exposed).
 */
export const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': 'Date, X-Weather-Provider, X-Current-Source, Retry-After',
} as const;

export const PREFLIGHT_HEADERS = {
  ...CORS_HEADERS,
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept',
  'Access-Control-Max-Age': '86400',
} as const;
