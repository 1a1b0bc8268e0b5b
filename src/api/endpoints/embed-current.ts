import type { Endpoint } from '../client';
import { EMBED_CURRENT_PATH } from './embed-current-path';
import { normalizeEmbed } from '../normalize-embed';
import { EmbedSchema, EmbedWireSchema } from '../schemas/embed';

export const embedCurrentEndpoint = {
  path: EMBED_CURRENT_PATH,
  schema: EmbedWireSchema,
  normalize: normalizeEmbed,
  stored: EmbedSchema,
} satisfies Endpoint<typeof EmbedWireSchema, unknown>;
