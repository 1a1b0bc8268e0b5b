import { SLUG_PATTERN } from '../../api/schemas/location';
import { LAT_RULE, LON_RULE, type NumberRule } from '../../lib/coordinates';

/** A query parameter broke a rule; the message names the parameter and the rule. */
export class ParamError extends Error {
  override readonly name = 'ParamError';
  constructor(
    message: string,
    readonly status: 400 | 404 = 400,
  ) {
    super(message);
  }
}


export function readNumber(params: URLSearchParams, name: string, rule: NumberRule): number {
  const raw = params.get(name);
  if (raw === null || raw.trim() === '') throw new ParamError(`Query parameter '${name}' is required.`);
  return parseNumber(name, raw, rule);
}

/** A parameter with a default: the rule's `default` when the parameter is absent. */
export function readOptionalNumber(params: URLSearchParams, name: string, rule: NumberRule & { default: number }): number {
  const raw = params.get(name);
  return raw === null ? rule.default : parseNumber(name, raw, rule);
}

function parseNumber(name: string, raw: string, { min, max, integer = false }: NumberRule): number {
  const kind = integer ? 'an integer' : 'a number';
  // Number('') is 0 and Number('0x10') is 16: only plain decimal notation counts.
  if (!/^\s*[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?\s*$/.test(raw)) {
    throw new ParamError(`Query parameter '${name}' must be ${kind}, got '${truncate(raw)}'.`);
  }
  const value = Number(raw);
  if (!Number.isFinite(value)) throw new ParamError(`Query parameter '${name}' must be a finite number.`);
  if (integer && !Number.isInteger(value)) throw new ParamError(`Query parameter '${name}' must be an integer, got '${truncate(raw)}'.`);
  if (value < min || value > max) {
    throw new ParamError(`Query parameter '${name}' must be between ${min} and ${max}, got ${value}.`);
  }
  return value;
}

export function readCoordinates(params: URLSearchParams): { lat: number; lon: number } {
  return {
    lat: readNumber(params, 'lat', LAT_RULE),
    lon: readNumber(params, 'lon', LON_RULE),
  };
}

export function readSlug(params: URLSearchParams): string {
  const slug = params.get('slug');
  if (slug === null || slug === '') throw new ParamError("Query parameter 'slug' is required.");
  if (!SLUG_PATTERN.test(slug)) {
    throw new ParamError(`Query parameter 'slug' must match ${SLUG_PATTERN.source}, got '${truncate(slug)}'.`);
  }
  return slug;
}

function truncate(value: string): string {
  return value.length > 40 ? `${value.slice(0, 40)}…` : value;
}
