/**
 * The mock's settings, read from the environment of the process that runs it
 * (`npm start`, `npm run dev`, Vitest). The README documents each one.
 */
export interface MockConfig {
  /** Slug of the place a loopback or private caller is located at. */
  defaultPlace: string;
  /**
   * Which service the mock answers as: `contract` (the contract's shapes) or `real-service`
   * (the deployed service's shapes, gaps, errors and hidden headers).
   */
  profile: MockProfile;
}

export const MOCK_PROFILES = ['contract', 'real-service'] as const;
export type MockProfile = (typeof MOCK_PROFILES)[number];

function readProfile(raw: string | undefined): MockProfile {
  const name = raw?.trim() || 'contract';
  if ((MOCK_PROFILES as readonly string[]).includes(name)) return name as MockProfile;
  throw new Error(`MOCK_PROFILE must be one of ${MOCK_PROFILES.join(', ')}; got '${name}'.`);
}

export function readMockConfig(env: Record<string, string | undefined> = process.env): MockConfig {
  return {
    defaultPlace: env.MOCK_DEFAULT_PLACE?.trim() || 'zurich',
    profile: readProfile(env.MOCK_PROFILE),
  };
}
