/** Size budgets the build enforces (gzip bytes, as a phone downloads them). */
export const budgets = {
  /** JavaScript the home screen loads before it can show the weather: entry + static imports. */
  homeScreenJsGzipKb: 101,
} as const;
