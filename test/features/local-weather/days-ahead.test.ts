import { describe, expect, it } from 'vitest';
import type { Embed } from '../../../src/api/schemas/embed';
import { daysAhead } from '../../../src/features/local-weather/days-ahead';

const day = (date: string, label: string): Embed['daily'][number] => ({ date, day: label, code: 3, condition: 'Overcast', high: 5, low: 1, precipitationProbability: 10 });
const saved = [day('2026-11-22', 'Today'), day('2026-11-23', 'Mon'), day('2026-11-24', 'Tue')];

describe('daysAhead', () => {
  it('drops the days before the place\'s today and names only today "Today"', () => {
    expect(daysAhead(saved, '2026-11-23').map(({ date, day: label }) => [date, label])).toEqual([
      ['2026-11-23', 'Today'],
      ['2026-11-24', 'Tue'],
    ]);
  });

  it('names a first day that is no longer today by its weekday when it is still ahead', () => {
    expect(daysAhead(saved, '2026-11-21').map(({ day: label }) => label)).toEqual(['Sun', 'Mon', 'Tue']);
  });

  it('keeps nothing once every day has passed', () => {
    expect(daysAhead(saved, '2026-11-25')).toEqual([]);
  });
});
