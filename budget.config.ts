/** Size budgets the build enforces (gzip bytes, as a phone downloads them). */
export const budgets = {
  /**
   * JavaScript the home screen loads before it can show the weather: entry + static imports.
   * Issue #14's target; 47.5 KB measured with Preact in place of react-dom.
   */
  homeScreenJsGzipKb: 90,
} as const;
