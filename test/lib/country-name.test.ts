import { describe, expect, it } from 'vitest';
import { countryName } from '../../src/lib/country-name';
import { COUNTRY_NAMES } from '../../src/lib/country-names';

describe('country names', () => {
  it('names a country by its code in English, whatever the reader’s language', () => {
    expect(countryName('CH')).toBe('Switzerland');
    expect(countryName('GB')).toBe('United Kingdom');
    expect(countryName('CI')).toBe('Côte d’Ivoire');
    expect(countryName('ZW')).toBe('Zimbabwe');
  });

  it('gives back a code it has no name for, and an empty one as it is', () => {
    expect(countryName('QQ')).toBe('QQ');
    expect(countryName('')).toBe('');
  });

  it('has one name for every code of ISO 3166-1 that CLDR names, each line a code and a name', () => {
    const lines = COUNTRY_NAMES.split('\n');
    expect(lines.length).toBeGreaterThanOrEqual(249);
    for (const line of lines) expect(line).toMatch(/^[A-Z]{2}\S.*$/);
    expect(new Set(lines.map((line) => line.slice(0, 2))).size).toBe(lines.length);
  });
});
