/** Budgets the build enforces: sizes in gzip bytes, as a phone downloads them. */
export const budgets = {
  /**
   * JavaScript the home screen loads before it can show the weather: entry + static imports.
   * Only what the first frame draws (decision 0022), TanStack Query included (decision 0025).
   */
  homeScreenJsGzipKb: 61,
  /** Scripts and stylesheets a place's address asks for beyond the entry's (decision 0026). */
  placeScreenFiles: 5,
} as const;
