import { http, type HttpResponseResolver } from 'msw';
import { injectFault } from './faults';
import { ParamError } from './params';
import { rateLimitResponse } from './rate-limit';
import { jsonError } from './responses';

export interface RouteContext {
  request: Request;
  url: URL;
  /** The caller's address as the server saw it (the Vite plugin sets it), if known. */
  clientIp: string | undefined;
}

export type RouteHandler = (context: RouteContext) => Response | Promise<Response>;

/**
 * A GET endpoint of the weather service. Every endpoint goes through here, so the rules
 * that hold for all of them (rate limit, fault injection, parameter errors as 400 JSON, CORS)
 * live in one place.
 * Paths match on any origin (the API base is configurable and the mock serves them all), and
 * case-sensitively, as the contract writes them.
 */
export function weatherGet(path: string, handle: RouteHandler) {
  const resolver: HttpResponseResolver = async ({ request }) => {
    // Unmatched case falls through to the method rules, which answer 404 naming the path.
    if (!hasExactPath(request, path)) return undefined;
    const clientIp = clientIpOf(request);
    const limited = rateLimitResponse(clientIp);
    if (limited) return limited;
    const fault = await injectFault(request.signal);
    if (fault) return fault;
    try {
      return await handle({ request, url: new URL(request.url), clientIp });
    } catch (error) {
      if (error instanceof ParamError) return jsonError(error.status, error.message);
      throw error;
    }
  };
  return http.get(`*${path}`, resolver);
}

export const CLIENT_IP_HEADER = 'x-forwarded-for';

function clientIpOf(request: Request): string | undefined {
  return request.headers.get(CLIENT_IP_HEADER)?.split(',')[0]?.trim() || undefined;
}

/**
 * msw matches paths without regard to case; the contract's paths are case-sensitive, so
 * every handler that owns a path checks it again to the letter.
 */
export function hasExactPath(request: Request, path: string): boolean {
  return new URL(request.url).pathname.endsWith(path);
}
