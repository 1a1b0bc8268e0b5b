/** A catalog place's lookup by slug: the app fetches it, and index.html starts it for a linked place. */
export const LOCATION_PATH = '/api/py/locations';
