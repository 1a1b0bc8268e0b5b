import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Embed } from '../../../src/api/schemas/embed';
import { embedWarningForecast } from '../../../src/app/warnings/embed-warning-forecast';
import { forecastWarnings } from '../../../src/lib/weather-warnings/forecast-warnings';

afterEach(() => vi.restoreAllMocks());

/** Bangkok's card on 12 January 2026: a thunderstorm the day after tomorrow. */
function embed(): Embed {
  const days = ['2026-01-12', '2026-01-13', '2026-01-14'];
  return {
    location: { lat: 13.75, lon: 100.5 },
    daily: days.map((date, i) => ({ date, high: 32, low: 24, code: i === 2 ? 95 : 1 })),
  } as unknown as Embed;
}

describe('the home card’s warnings from its embed', () => {
  it('finds the embed days’ hazards without creating an Intl object, so the first screen loads no locale data for them', () => {
    const dateTimeFormat = vi.spyOn(Intl, 'DateTimeFormat');
    const warnings = forecastWarnings(embedWarningForecast(embed()), { now: Date.UTC(2026, 0, 12, 3) });
    expect(warnings.map(({ kind }) => kind)).toEqual(['thunderstorm']);
    expect(dateTimeFormat).not.toHaveBeenCalled();
  });
});
