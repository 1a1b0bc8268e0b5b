import * as v from 'valibot';

/** Largest id that survives a round trip through JSON into a JavaScript number. */
export const MAX_SAFE_PLANT_ID = Number.MAX_SAFE_INTEGER;
export const PLANT_BODY_LIMIT_BYTES = 16 * 1024;

export const NewPlantSchema = v.object({
  id: v.pipe(v.number(), v.integer(), v.safeInteger()),
  name: v.pipe(v.string(), v.check((name) => name.trim().length > 0, 'name must not be empty')),
  tag: v.optional(v.string()),
});
export type NewPlant = v.InferOutput<typeof NewPlantSchema>;

export const PlantSchema = v.object({ name: v.string(), tag: v.optional(v.string()) });
export type Plant = v.InferOutput<typeof PlantSchema>;

export const PlantErrorSchema = v.object({
  error: v.pipe(v.number(), v.integer()),
  message: v.string(),
});
export type PlantError = v.InferOutput<typeof PlantErrorSchema>;
