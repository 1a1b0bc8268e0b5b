import { describe, expect, it } from 'vitest';
import { admin1Corrections, serializeCorrections } from '../../scripts/admin1/corrections';
import { ADMIN1_CORRECTIONS } from '../../src/mocks/data/admin1-corrections';
import { readGeoNamesCities } from '../../src/mocks/data/geonames-cities';

describe('src/mocks/data/admin1-corrections.ts', () => {
  it('equals a fresh computation from the installed place packages (run scripts/generate-admin1-corrections.ts after updating them)', () => {
    expect(ADMIN1_CORRECTIONS).toBe(serializeCorrections(admin1Corrections(readGeoNamesCities())));
  });
});
