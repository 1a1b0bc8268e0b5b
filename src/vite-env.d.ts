/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_PLANTS_BASE_URL?: string;
  readonly VITE_TILE_URL?: string;
  readonly VITE_TILE_ATTRIBUTION?: string;
}

/** The app version shown on the About screen. */
declare const __APP_VERSION__: string;

/** One language's compiled messages (build/vite-plugin-catalogues.ts). */
declare module 'virtual:catalogue/*' {
  import type { Messages } from '@lingui/core';
  const messages: Messages;
  export default messages;
}

/** Some areas' compiled messages in every language, by language (build/vite-plugin-catalogues.ts). */
declare module 'virtual:catalogue-areas/*' {
  import type { Messages } from '@lingui/core';
  const messages: Record<string, Messages>;
  export default messages;
}
