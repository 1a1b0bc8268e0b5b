/** Budgets the build enforces: sizes in KiB of gzip, as a phone downloads them. */
export const budgets = {
  /**
   * JavaScript the home screen loads before it can show the weather: entry + static imports, as written.
   * Only what the first frame draws (decision 0022), TanStack Query included (decision 0025).
   */
  homeScreenJsGzipKib: 61.0,
  /** Scripts it is made of: the entry alone, which waits for nothing else before it runs. */
  homeScreenScripts: 1,
  /** Scripts and stylesheets a place's address asks for beyond the entry's (decision 0026). */
  placeScreenFiles: 6,
} as const;
