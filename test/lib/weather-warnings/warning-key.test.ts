import { describe, expect, it } from 'vitest';
import { forecastWarnings } from '../../../src/lib/weather-warnings/forecast-warnings';
import { isNewHazard, warningKey } from '../../../src/lib/weather-warnings/warning-key';
import { calmWeek, HOUR } from '../../support/warning-forecast';

const MONDAY = Date.UTC(2026, 0, 12);

describe('a hazard’s identity', () => {
  it('stays the same while its hours pass', () => {
    const hours = Object.fromEntries(Array.from({ length: 8 }, (_, i) => [20 + i, { gust: 80 }]));
    const forecast = calmWeek('UTC', MONDAY, { hours });
    const ids = [10, 21, 26].map((hour) => forecastWarnings(forecast, { now: MONDAY + hour * HOUR })[0]?.id);
    expect(ids).toEqual(['wind:2026-01-12:warning', 'wind:2026-01-12:warning', 'wind:2026-01-12:warning']);
  });

  it('changes with the kind, the day it begins and the severity', () => {
    const base: Parameters<typeof warningKey>[0] = { kind: 'heat', onsetDate: '2026-01-14', severity: 'warning' };
    const variants: Parameters<typeof warningKey>[0][] = [base, { ...base, kind: 'frost' }, { ...base, onsetDate: '2026-01-15' }, { ...base, severity: 'severe' }];
    const keys = variants.map((identity) => warningKey(identity));
    expect(new Set(keys).size).toBe(4);
  });
});

describe('what is new', () => {
  const heat = { kind: 'heat', onsetDate: '2026-01-14', severity: 'warning' } as const;
  const severeHeat = { ...heat, severity: 'severe' } as const;

  it('the same hazard told before is not new', () => {
    expect(isNewHazard(heat, [warningKey(heat)])).toBe(false);
  });

  it('a higher severity is new, a lower one is not', () => {
    expect(isNewHazard(severeHeat, [warningKey(heat)])).toBe(true);
    expect(isNewHazard(heat, [warningKey(severeHeat)])).toBe(false);
  });

  it('the same kind on another day is new', () => {
    expect(isNewHazard({ ...heat, onsetDate: '2026-01-16' }, [warningKey(heat)])).toBe(true);
  });
});
