import * as v from 'valibot';

/** Error body of the weather service: `{"detail": "..."}`. */
export const ApiErrorBodySchema = v.object({ detail: v.string() });
export type ApiErrorBody = v.InferOutput<typeof ApiErrorBodySchema>;
