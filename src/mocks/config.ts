/**
 * The mock's settings, read from the environment of the process that runs it
 * (`npm start`, `npm run dev`, Vitest). The README documents each one.
 */
export interface MockConfig {
  /** Slug of the place a loopback or private caller is located at. */
  defaultPlace: string;
}

export function readMockConfig(env: Record<string, string | undefined> = process.env): MockConfig {
  return {
    defaultPlace: env.MOCK_DEFAULT_PLACE?.trim() || 'zurich',
  };
}
