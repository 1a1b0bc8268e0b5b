/**
 * The mock's settings, read from the environment of the process that runs it
 * (`npm start`, `npm run dev`, Vitest). The README documents each one.
 */
export interface MockConfig {
  /** Slug of the place a loopback or private caller is located at. */
  defaultPlace: string;
  /** `contract` answers as the contract writes; `real-service` as the real service does. */
  profile: 'contract' | 'real-service';
}

export function readMockConfig(env: Record<string, string | undefined> = process.env): MockConfig {
  return {
    defaultPlace: env.MOCK_DEFAULT_PLACE?.trim() || 'zurich',
    profile: env.MOCK_PROFILE?.trim() === 'real-service' ? 'real-service' : 'contract',
  };
}
