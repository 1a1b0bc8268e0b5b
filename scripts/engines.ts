/** The browser engines the cross-engine suite (test/e2e-engines/) drives, one per run. */
export const ENGINES = ['chromium', 'firefox', 'webkit'] as const;
export type EngineName = (typeof ENGINES)[number];
