import { describe, expect, it } from 'vitest';
import { lighterDayMonths } from '../../../scripts/bench-climate/rain-days';
import { CLIMATE_STATIONS } from '../../../src/mocks/weather/climate-stations';

describe('the rain-day comparison of bench:climate', () => {
  it('leaves out a month whose normals count more days of ≥ 1 mm than it has millimetres, and only such a month', () => {
    expect(lighterDayMonths({ precipitation: [8, 6, 6, 10], wetDays: [9, 7, 5, 10] })).toEqual([0, 1]);
  });

  it('finds such months in Yakutsk’s winter normals, and none in London’s or Bogotá’s', () => {
    const station = (name: string) => CLIMATE_STATIONS.find((candidate) => candidate.name === name)!;
    expect(lighterDayMonths(station('Yakutsk'))).toEqual([0, 1, 11]);
    expect(lighterDayMonths(station('London'))).toEqual([]);
    expect(lighterDayMonths(station('Bogota'))).toEqual([]);
  });
});
