import type { Endpoint } from '../client';
import { normalizeEmbed } from '../normalize-embed';
import { API_PATHS } from './paths';
import { EmbedSchema, EmbedWireSchema } from '../schemas/embed';

export const embedCurrentEndpoint = {
  path: API_PATHS.embedCurrent,
  schema: EmbedWireSchema,
  normalize: normalizeEmbed,
  stored: EmbedSchema,
} satisfies Endpoint<typeof EmbedWireSchema, unknown>;
