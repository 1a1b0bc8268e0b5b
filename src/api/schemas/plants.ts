import * as v from 'valibot';

/** Largest id that survives a round trip through JSON into a JavaScript number. */
export const MAX_SAFE_PLANT_ID = Number.MAX_SAFE_INTEGER;
export const PLANT_BODY_LIMIT_BYTES = 16 * 1024;

/** The store's words wherever it refuses an id outside ±(2^53−1); the form says the same in the person's language. */
export const UNSAFE_ID_MESSAGE = `id must be between -${MAX_SAFE_PLANT_ID} and ${MAX_SAFE_PLANT_ID}: larger ids cannot cross JSON into JavaScript intact`;

export const NewPlantSchema = v.object(
  {
    id: v.pipe(v.number('id must be an integer'), v.integer('id must be an integer'), v.safeInteger(UNSAFE_ID_MESSAGE)),
    name: v.pipe(
      v.string('name must be a string'),
      v.check((name) => name.trim().length > 0, 'name must not be empty'),
    ),
    tag: v.optional(v.string('tag must be a string when given')),
  },
  (issue) =>
    issue.expected?.startsWith('"')
      ? `${issue.expected.slice(1, -1)} is required`
      : 'the body must be a JSON object NewPlant { "id", "name", "tag"? }',
);
export type NewPlant = v.InferOutput<typeof NewPlantSchema>;

export const PlantSchema = v.object({ name: v.string(), tag: v.optional(v.string()) });
export type Plant = v.InferOutput<typeof PlantSchema>;

export const PlantErrorSchema = v.object({
  error: v.pipe(v.number(), v.integer()),
  message: v.string(),
});
export type PlantError = v.InferOutput<typeof PlantErrorSchema>;
