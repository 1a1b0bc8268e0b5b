import * as v from 'valibot';

/** Error body of the weather service: `{"detail": "..."}`. */
export const ApiErrorBodySchema = v.object({ detail: v.string() });
export type ApiErrorBody = v.InferOutput<typeof ApiErrorBodySchema>;

/** FastAPI's own parameter validation (422): `detail` is a list of what was wrong where. */
export const ValidationErrorBodySchema = v.object({
  detail: v.array(v.object({ loc: v.optional(v.array(v.union([v.string(), v.number()])), []), msg: v.string() })),
});
