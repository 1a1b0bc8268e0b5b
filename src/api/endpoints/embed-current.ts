import type { Endpoint } from '../client';
import { normalizeEmbed } from '../normalize-embed';
import { EmbedSchema, EmbedWireSchema } from '../schemas/embed';

export const embedCurrentEndpoint = {
  path: '/api/embed/current',
  schema: EmbedWireSchema,
  normalize: normalizeEmbed,
  stored: EmbedSchema,
} satisfies Endpoint<typeof EmbedWireSchema, unknown>;
