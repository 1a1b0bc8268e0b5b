import type { NumberRule } from '../../lib/coordinates';

/** The weather service's query-parameter rules, enforced by the mock and published in the OpenAPI document. */
export const SEARCH_LIMIT_RULE = { min: 1, max: 50, integer: true, default: 10 } as const satisfies NumberRule;
export const AIRPORT_COUNT_RULE = { min: 1, max: 20, integer: true, default: 5 } as const satisfies NumberRule;
/** Half the Earth's circumference: no two points are farther apart. */
export const MAX_DISTANCE_KM_RULE = { min: 0, max: 20_038, default: 500 } as const satisfies NumberRule;

export const SEARCH_QUERY_MAX_LENGTH = 100;

/** How far `/api/py/geo` and `/api/embed/current` look for a known place before answering 404. */
export const NEAREST_PLACE_MAX_KM = 150;
