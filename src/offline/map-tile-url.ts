import { DEFAULT_TILE_URL } from '../lib/tiles';

/** The tile URL template the build is configured with: the map draws from it, the service worker caches what it matches. */
export const MAP_TILE_URL = import.meta.env.VITE_TILE_URL || DEFAULT_TILE_URL;
