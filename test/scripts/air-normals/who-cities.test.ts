import { describe, expect, it } from 'vitest';
import { recentMean, YEARS_AVERAGED } from '../../../scripts/air-normals/who-cities';

describe('recentMean', () => {
  it(`averages the latest ${YEARS_AVERAGED} years of a series, whatever their order or gaps`, () => {
    expect(recentMean([[2019, 37], [2011, 99], [2018, 46], [2017, 59], [2018, 51], [2016, 72]])).toBeCloseTo((37 + 46 + 59 + 51) / 4);
    expect(recentMean([[2013, 20], [2019, 10]])).toBe(10);
  });
});
