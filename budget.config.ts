/** Size budgets the build enforces (gzip bytes, as a phone downloads them). */
export const budgets = {
  /**
   * JavaScript the home screen loads before it can show the weather: entry + static imports.
   * Issue #14's target; 49.1 KB measured with Preact in place of react-dom (2026-11-23).
   */
  homeScreenJsGzipKb: 90,
} as const;
