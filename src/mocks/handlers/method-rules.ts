import { http, HttpResponse } from 'msw';
import { PREFLIGHT_HEADERS } from '../http/headers';
import { jsonError } from '../http/responses';

/**
 * Preflights and wrong methods for every path under the weather service. These go last
 * in the handlers array, so they only answer what no endpoint handler took.
 */
export const weatherMethodRules = [
  http.options('*/api/*', () => new HttpResponse(null, { status: 204, headers: PREFLIGHT_HEADERS })),
  http.all('*/api/*', ({ request }) => {
    if (request.method === 'GET' || request.method === 'HEAD') {
      return jsonError(404, `No endpoint at ${new URL(request.url).pathname}.`);
    }
    return jsonError(405, `Method ${request.method} is not allowed: the weather service answers GET and OPTIONS.`, {
      Allow: 'GET, OPTIONS',
    });
  }),
];
