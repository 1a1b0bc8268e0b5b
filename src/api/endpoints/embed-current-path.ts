/** The home card's endpoint: the app fetches it, and the build preloads it from index.html. */
export const EMBED_CURRENT_PATH = '/api/embed/current';
