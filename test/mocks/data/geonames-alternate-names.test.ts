import { describe, expect, it } from 'vitest';
import { readAlternateNames } from '../../../src/mocks/data/geonames-alternate-names';

const MUNICH = 2867714;
const NAKHCHIVAN = 147429;

describe('readAlternateNames', () => {
  const alternates = readAlternateNames(
    new Map([
      [MUNICH, 0],
      [NAKHCHIVAN, 7],
    ]),
  );

  it('reads the alternate names of the places asked for, under their place index', () => {
    expect([...alternates.keys()].sort()).toEqual([0, 7]);
    expect(alternates.get(0)).toEqual(expect.arrayContaining(['München', 'Muenchen', 'Monaco di Baviera', '뮌헨']));
  });

  it('leaves out links, codes in capitals and "name - name" pairs', () => {
    const all = [...alternates.values()].flat();
    expect(all.length).toBeGreaterThan(20);
    expect(all.filter((name) => name.includes('://') || /^[A-Z0-9 -]*$/.test(name) || name.includes(' - '))).toEqual([]);
    expect(alternates.get(0)).not.toContain('MUC');
  });
});
