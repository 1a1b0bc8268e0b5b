/** The home card's endpoint: the app fetches it, and index.html starts it for the home screen. */
export const EMBED_CURRENT_PATH = '/api/embed/current';
