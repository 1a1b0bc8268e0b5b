import { afterAll, describe, expect, it } from 'vitest';
import type { Embed } from '../../../src/api/schemas/embed';
import { homeDayWords, restOfDay } from '../../../src/features/local-weather/home-day-words';
import type { PreciseReadings } from '../../../src/lib/precise-readings';
import { SERVICE_TODAY } from '../../../src/features/local-weather/service-today';
import { activateLanguage } from '../../../src/i18n/i18n';
import type { LanguageCode } from '../../../src/i18n/languages';
import { METRIC_UNITS } from '../../../src/lib/units';

type Day = Embed['daily'][number];
const day = (date: string, label: string, code: number, high: number, chance: number | null): Day =>
  ({ date, day: label, code, condition: '', high, low: 0, precipitationProbability: chance }) as Day;

describe('the home card’s day in words', () => {
  it('says rain is likely today from a 60 % chance, with the high, and that tomorrow is 3° cooler', () => {
    expect(homeDayWords([day('2027-01-15', SERVICE_TODAY, 63, 8, 70), day('2027-01-16', 'Sat', 3, 5, 10)], METRIC_UNITS)).toEqual([
      'Rain likely today, up to 8°.',
      'Tomorrow 3° cooler, up to 5°.',
    ]);
  });

  it('says snow is possible from a 30 % chance, and a day under it mostly dry', () => {
    expect(homeDayWords([day('2027-01-15', SERVICE_TODAY, 73, -2, 40)], METRIC_UNITS)).toEqual(['Snow possible today, up to −2°.']);
    expect(homeDayWords([day('2027-01-15', SERVICE_TODAY, 80, 12, 29), day('2027-01-16', 'Sat', 1, 15, 0)], METRIC_UNITS)).toEqual([
      'Mostly dry today, up to 12°.',
      'Tomorrow 3° warmer, up to 15°.',
    ]);
  });

  it('says tomorrow’s rain or snow from a 30 % chance, what falls by its code, and the temperatures beside it', () => {
    const today = day('2027-01-15', SERVICE_TODAY, 3, 7, 10);
    expect(homeDayWords([today, day('2027-01-16', 'Sat', 61, 4, 87)], METRIC_UNITS)[1]).toBe('Rain likely tomorrow, 3° cooler, up to 4°.');
    expect(homeDayWords([today, day('2027-01-16', 'Sat', 80, 7, 30)], METRIC_UNITS)[1]).toBe('Showers possible tomorrow, up to 7°.');
    expect(homeDayWords([today, day('2027-01-16', 'Sat', 61, 7, 29)], METRIC_UNITS)[1]).toBe('Similar temperatures tomorrow, up to 7°.');
    expect(homeDayWords([today, day('2027-01-16', 'Sat', 61, 7, null)], METRIC_UNITS)[1]).toBe('Similar temperatures tomorrow, up to 7°.');
  });

  it('says nothing of a day the copy no longer starts with, and nothing of a chance it lacks', () => {
    expect(homeDayWords([day('2027-01-16', 'Sat', 3, 5, 10)], METRIC_UNITS)).toEqual([]);
    expect(homeDayWords([day('2027-01-15', SERVICE_TODAY, 3, 6, null), day('2027-01-16', 'Sat', 3, 6, 0)], METRIC_UNITS)).toEqual([
      'Similar temperatures tomorrow, up to 6°.',
    ]);
  });
});

describe('the home card’s rest of today', () => {
  const HOUR = 3_600_000;
  const MIDNIGHT = Date.UTC(2027, 0, 15);
  // A wet morning, then a dry afternoon and evening; rain again after midnight.
  const chances = [...Array(12).fill(90), ...Array(12).fill(10), 80, 80];
  // 2° at dawn, the warmest 7.6° at 14:00, then cooling: 3° by midnight.
  const temps = chances.map((_, hour) => (hour <= 14 ? 2 + (5.6 * Math.max(0, hour - 6)) / 8 : 7.6 - ((hour - 14) * 4.6) / 10));
  const precise = {
    hours: chances.map((chance, hour) => ({
      date: hour < 24 ? '2027-01-15' : '2027-01-16',
      startsAt: MIDNIGHT + hour * HOUR,
      chance: hour === 23 ? null : chance,
      temp: temps[hour]!,
    })),
  } as Pick<PreciseReadings, 'hours'> as PreciseReadings;
  const rest = (now: number) => restOfDay(precise, '2027-01-15', now);
  const words = (now: number, units = METRIC_UNITS) =>
    homeDayWords([day('2027-01-15', SERVICE_TODAY, 61, 8, 90), day('2027-01-16', 'Sat', 61, 8, 80)], units, rest(now))[0];

  it('counts the hours still ahead today, the current one included, and not the morning’s rain gone by', () => {
    expect(rest(MIDNIGHT + 11.5 * HOUR)?.chance).toBe(90);
    expect(words(MIDNIGHT + 11.5 * HOUR)).toBe('Rain likely today, up to 8°.');
    expect(rest(MIDNIGHT + 14.25 * HOUR)?.chance).toBe(10);
    expect(words(MIDNIGHT + 14.25 * HOUR)).toBe('Mostly dry for the rest of today, up to 8°.');
  });

  it('no longer promises the high once no hour ahead reads as warm as it, in the unit the person reads', () => {
    expect(rest(MIDNIGHT + 14.25 * HOUR)?.warmest).toBeCloseTo(7.6);
    expect(rest(MIDNIGHT + 15.5 * HOUR)?.warmest).toBeCloseTo(7.14);
    // 7.1° reads 7° against the high's 8°; 44.9 °F reads 45 °F against 46.4 °F's 46 °F.
    expect(words(MIDNIGHT + 15.5 * HOUR)).toBe('Mostly dry for the rest of today.');
    expect(words(MIDNIGHT + 15.5 * HOUR, { ...METRIC_UNITS, temperature: 'fahrenheit' })).toBe('Mostly dry for the rest of today.');
    // 7.6° reads 8° like the high: still ahead, though a fraction under it.
    expect(words(MIDNIGHT + 14.25 * HOUR)).toBe('Mostly dry for the rest of today, up to 8°.');
    expect(words(MIDNIGHT + 21 * HOUR)).toBe('Mostly dry for the rest of today.');
    const wetEvening = homeDayWords([day('2027-01-15', SERVICE_TODAY, 61, 8, 90)], METRIC_UNITS, { chance: 80, warmest: 5 });
    expect(wetEvening).toEqual(['Rain likely today.']);
  });

  it('says “for the rest of today” only when the hours left tell another likelihood than the day’s own chance', () => {
    const today = (chance: number | null, restChance: number) =>
      homeDayWords([day('2027-01-15', SERVICE_TODAY, 80, 8, chance)], METRIC_UNITS, { chance: restChance })[0];
    expect(today(90, 45)).toBe('Showers possible for the rest of today, up to 8°.');
    expect(today(25, 10)).toBe('Mostly dry today, up to 8°.');
    expect(today(70, 65)).toBe('Showers likely today, up to 8°.');
    expect(today(null, 10)).toBe('Mostly dry today, up to 8°.');
  });

  it('leaves the day’s own chance and high to speak when no hour of today is left to tell them, or no forecast is at hand', () => {
    expect(rest(MIDNIGHT + 23.5 * HOUR)?.chance).toBeUndefined();
    expect(words(MIDNIGHT + 23.5 * HOUR)).toBe('Rain likely today.');
    expect(rest(MIDNIGHT + 24.5 * HOUR)).toBeUndefined();
    expect(restOfDay(undefined, '2027-01-15', MIDNIGHT)).toBeUndefined();
    expect(homeDayWords([day('2027-01-15', SERVICE_TODAY, 61, 8, 90)], METRIC_UNITS)).toEqual(['Rain likely today, up to 8°.']);
  });
});

describe('the home card’s day in words in every language', () => {
  afterAll(() => activateLanguage('en'));

  // Written by hand: thunderstorms likely today up to 24°, tomorrow 2° cooler at 22°.
  const expected: Record<LanguageCode, string[]> = {
    en: ['Thunderstorms likely today, up to 24°.', 'Tomorrow 2° cooler, up to 22°.'],
    fr: ['Orages probables aujourd’hui, jusqu’à 24°.', 'Demain 2° de moins, jusqu’à 22°.'],
    es: ['Probables tormentas hoy, hasta 24°.', 'Mañana, 2° menos, hasta 22°.'],
    'pt-BR': ['Tempestades prováveis hoje, até 24°.', 'Amanhã, 2° mais frio, até 22°.'],
    de: ['Heute wahrscheinlich Gewitter, bis 24°.', 'Morgen 2° kühler, bis 22°.'],
    ar: ['عواصف رعدية مرجّحة اليوم، حتى \u206624°\u2069.', 'غدًا أبرد بمقدار \u20662°\u2069، حتى \u206622°\u2069.'],
    sn: ['Mabhanan’ana angangoitika nhasi, kusvika 24°.', 'Mangwana kunotonhora ne2°, kusvika 22°.'],
  };

  it.each(Object.entries(expected))('in %s', async (code, sentences) => {
    await activateLanguage(code as LanguageCode);
    expect(homeDayWords([day('2027-01-15', SERVICE_TODAY, 95, 24, 80), day('2027-01-16', 'Sat', 3, 22, 10)], METRIC_UNITS)).toEqual(sentences);
  });

  // Written by hand: a stormy morning gone by, the hours left mostly dry, up to 24°; then the evening, its 24° behind it.
  const restOfToday: Record<LanguageCode, [afternoon: string, evening: string]> = {
    en: ['Mostly dry for the rest of today, up to 24°.', 'Mostly dry for the rest of today.'],
    fr: ['Plutôt sec pour le reste de la journée, jusqu’à 24°.', 'Plutôt sec pour le reste de la journée.'],
    es: ['Mayormente seco el resto del día, hasta 24°.', 'Mayormente seco el resto del día.'],
    'pt-BR': ['Tempo mais seco no resto do dia, até 24°.', 'Tempo mais seco no resto do dia.'],
    de: ['Im weiteren Tagesverlauf meist trocken, bis 24°.', 'Im weiteren Tagesverlauf meist trocken.'],
    ar: ['جاف في الغالب لبقية اليوم، حتى \u206624°\u2069.', 'جاف في الغالب لبقية اليوم.'],
    sn: ['Kazhinji hakuna mvura nhasi kubva izvozvi, kusvika 24°.', 'Kazhinji hakuna mvura nhasi kubva izvozvi.'],
  };

  it.each(Object.entries(restOfToday))('for the rest of today, and once its warmest hour is behind it, in %s', async (code, [afternoon, evening]) => {
    await activateLanguage(code as LanguageCode);
    const words = (warmest: number) => homeDayWords([day('2027-01-15', SERVICE_TODAY, 95, 24, 80)], METRIC_UNITS, { chance: 10, warmest });
    expect(words(23.6)).toEqual([afternoon]);
    expect(words(19)).toEqual([evening]);
  });
});
