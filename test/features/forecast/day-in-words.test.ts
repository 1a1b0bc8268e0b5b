import { afterAll, describe, expect, it } from 'vitest';
import type { ApiResult } from '../../../src/api/client';
import type { Weather } from '../../../src/api/schemas/weather';
import { dayInWords } from '../../../src/features/forecast/day-in-words';
import { toForecastView } from '../../../src/features/forecast/forecast-view';
import { activateLanguage } from '../../../src/i18n/i18n';
import type { LanguageCode } from '../../../src/i18n/languages';
import { formatPlaceHour, formatPlaceTime, placeClock } from '../../../src/lib/local-time';
import { METRIC_UNITS } from '../../../src/lib/units';
import { forecastWarnings } from '../../../src/lib/weather-warnings/forecast-warnings';
import { zonedDate, zonedIso } from '../../../src/lib/zoned-time';

const HOUR = 3_600_000;
const ZONE = 'UTC';
/** 09:00 on a winter morning: the forecast's first hour. */
const START = Date.parse('2027-01-15T09:00Z');

interface Day {
  /** mm in each hour from START (missing hours are dry). */
  rain?: Record<number, number>;
  /** The code of each wet hour (61 rain unless said). */
  code?: number;
  /** Codes by hour, over `code` and the dry hours' overcast. */
  codes?: Record<number, number>;
  gusts?: Record<number, number>;
  uv?: Record<number, number>;
  highs?: [number, number];
  /** The lows of today and tomorrow (frost from 0 °C). */
  lows?: [number, number];
  /** Tomorrow's chance of precipitation (%) and code: dry and overcast unless said. */
  tomorrow?: { chance: number; code: number };
}

/** A forecast answered at `fetchedAt`, 24 hours from START, with the hand-written weather of `day`. */
function forecast({ rain = {}, code = 61, codes = {}, gusts = {}, uv = {}, highs = [6, 6], lows = [2, 2], tomorrow = { chance: 0, code: 3 } }: Day, fetchedAt = START): ApiResult<Weather> {
  const hours = Array.from({ length: 24 }, (_, i) => START + i * HOUR);
  const days = [...new Set([...hours, START + 24 * HOUR].map((instant) => zonedDate(instant, ZONE)))];
  const at = (table: Record<number, number>, fallback = 0) => hours.map((_, i) => table[i] ?? fallback);
  const weather = {
    latitude: 0,
    longitude: 0,
    timezone: ZONE,
    utc_offset_seconds: 0,
    current: { time: zonedIso(START, ZONE), temperature_2m: 5 },
    hourly: {
      time: hours.map((instant) => zonedIso(instant, ZONE)),
      temperature_2m: at({}, 5),
      precipitation: at(rain),
      weather_code: hours.map((_, i) => codes[i] ?? ((rain[i] ?? 0) > 0 ? code : 3)),
      wind_gusts_10m: at(gusts, 20),
      uv_index: at(uv),
    },
    daily: {
      time: days, temperature_2m_max: [highs[0], highs[1]], temperature_2m_min: [lows[0], lows[1]],
      precipitation_sum: [0, 0], precipitation_probability_max: [0, tomorrow.chance], weather_code: [3, tomorrow.code], wind_gusts_10m_max: [20, 20],
    },
  };
  return { endpoint: '/api/py/weather', data: weather as unknown as Weather, fetchedAt, ageFrom: 'service', headers: {} };
}

/** The words with the warnings the place screen would pass them, from the same forecast. */
function words(day: Day, now = START): string[] {
  const result = forecast(day);
  return dayInWords(toForecastView(result, now), METRIC_UNITS, undefined, forecastWarnings(result.data, { now }));
}
const hour = (hoursFromStart: number) => formatPlaceHour(START + hoursFromStart * HOUR, placeClock(ZONE, 0));

describe('the day in words', () => {
  it('says a dry, calm day is dry, and that tomorrow has similar temperatures', () => {
    expect(words({})).toEqual(['Dry for the next 24 hours.', 'Similar temperatures tomorrow, up to 6°.']);
  });

  it('compares tomorrow with today by the highs as shown, in the unit chosen', () => {
    // 5.45 and 6.5 °C show as 5° and 7°; in Fahrenheit 5.5 and 7.4 °C show as 42° and 45°, 3° apart (under 3.6).
    expect(words({ highs: [5.45, 6.5] })[1]).toBe('Tomorrow 2° warmer, up to 7°.');
    expect(words({ highs: [5.5, 7.4] })[1]).toBe('Similar temperatures tomorrow, up to 7°.');
    const result = forecast({ highs: [5.5, 7.4] });
    const imperial = { ...METRIC_UNITS, temperature: 'fahrenheit' as const };
    expect(dayInWords(toForecastView(result, START), imperial)[1]).toBe('Similar temperatures tomorrow, up to 45°.');
    expect(dayInWords(toForecastView(forecast({ highs: [5.5, 8] }), START), imperial)[1]).toBe('Tomorrow 4° warmer, up to 46°.');
  });

  it('says when the rain starts and stops, and that tomorrow is 3° cooler', () => {
    expect(words({ rain: { 6: 1, 7: 1.4, 8: 0.6, 9: 0.3 }, highs: [7, 4] })).toEqual([
      `Dry until ${hour(6)}, then rain until ${hour(10)}.`,
      'Tomorrow 3° cooler, up to 4°.',
    ]);
  });

  it('names snow falling now and all day', () => {
    const snowing = Object.fromEntries(Array.from({ length: 24 }, (_, i) => [i, 0.5]));
    expect(words({ rain: snowing, code: 73, highs: [-2, -1] })[0]).toBe('Snow for the next 24 hours.');
  });

  it('names thunderstorms from the hour they start, and heavy rain by its amount', () => {
    expect(words({ rain: { 5: 2, 6: 9, 7: 3 }, code: 95 })[0]).toBe(`Dry until ${hour(5)}, then thunderstorms until ${hour(8)}.`);
    expect(words({ rain: { 0: 9, 1: 5 } })[0]).toBe(`Heavy rain until ${hour(2)}, then dry.`);
  });

  it('calls rain heavy from 7.6 mm in an hour, where the heavy rain warning starts, and an hour under 0.2 mm dry', () => {
    const heavy = forecast({ rain: { 0: 7.6, 1: 5 } });
    expect(words({ rain: { 0: 7.6, 1: 5 } })[0]).toBe(`Heavy rain until ${hour(2)}, then dry.`);
    expect(forecastWarnings(heavy.data, { now: START }).map((warning) => warning.kind)).toEqual(['rain']);
    const moderate = forecast({ rain: { 0: 7.5, 1: 5 } });
    expect(words({ rain: { 0: 7.5, 1: 5 } })[0]).toBe(`Rain until ${hour(2)}, then dry.`);
    expect(forecastWarnings(moderate.data, { now: START })).toEqual([]);
    expect(words({ rain: { 3: 0.19 }, codes: { 3: 3 } })[0]).toBe('Dry for the next 24 hours.');
  });

  it('says drizzle where the codes say so, under 0.2 mm too, as the hours’ icons show it', () => {
    expect(words({ rain: { 5: 0.1, 6: 0.1 }, code: 51 })[0]).toBe(`Dry until ${hour(5)}, then drizzle until ${hour(7)}.`);
    expect(words({ rain: { 5: 0.1, 6: 0.5 }, codes: { 5: 51, 6: 61 } })[0]).toBe(`Dry until ${hour(5)}, then rain until ${hour(7)}.`);
    expect(words({ rain: { 5: 0.19 } })[0]).toBe(`Dry until ${hour(5)}, then rain until ${hour(6)}.`);
  });

  it('tells a windy night by its strongest gust and hour, before the sun', () => {
    expect(words({ gusts: { 13: 55, 14: 68, 15: 60 }, uv: { 2: 4 } })[1]).toBe(`Gusts to 68\u00a0km/h around ${hour(14)}.`);
  });

  it('names a warning the forecast raises, with its start, in place of the gusts', () => {
    const at = (hoursFromStart: number) => formatPlaceTime(START + hoursFromStart * HOUR, placeClock(ZONE, 0));
    expect(words({ gusts: { 14: 75, 15: 80 } })[1]).toBe(`Warning: strong wind tonight from ${at(14)}.`);
    expect(words({ gusts: { 5: 95 } })[1]).toBe(`Severe warning: strong wind today from ${at(5)}.`);
    expect(words({ lows: [2, -3] })[1]).toBe('Warning: frost tomorrow.');
  });

  it('says from when to when the skin needs protecting, when the UV index reaches 3', () => {
    expect(words({ uv: { 1: 2, 2: 3, 3: 5, 4: 4, 5: 2 }, highs: [20, 23] })).toEqual([
      'Dry for the next 24 hours.',
      `Sun protection from ${hour(2)} to ${hour(5)}.`,
      'Tomorrow 3° warmer, up to 23°.',
    ]);
  });

  it('says “tomorrow” of an hour in tomorrow’s day, not of tonight’s small hours, and once a spell', () => {
    // From 09:00: the 15th hour is midnight, the 21st 06:00 tomorrow, when tonight ends.
    expect(words({ rain: { 20: 1, 21: 1 } })[0]).toBe(`Dry until ${hour(20)}, then rain until ${hour(22)} tomorrow.`);
    expect(words({ rain: { 21: 1 } })[0]).toBe(`Dry until ${hour(21)} tomorrow, then rain until ${hour(22)}.`);
    expect(words({ rain: { 22: 1, 23: 1 } })[0]).toBe(`Dry until ${hour(22)} tomorrow, then rain.`);
    const untilTomorrow = Object.fromEntries(Array.from({ length: 22 }, (_, i) => [i, 1]));
    expect(words({ rain: untilTomorrow })[0]).toBe(`Rain until ${hour(22)} tomorrow, then dry.`);
    expect(words({ gusts: { 22: 68 } })[1]).toBe(`Gusts to 68\u00a0km/h around ${hour(22)} tomorrow.`);
    expect(words({ gusts: { 19: 68 } })[1]).toBe(`Gusts to 68\u00a0km/h around ${hour(19)}.`);
    expect(words({ uv: { 22: 4 } })[1]).toBe(`Sun protection tomorrow from ${hour(22)} to ${hour(23)}.`);
  });

  it('keeps sun protection to the first day it is needed, not through the night to tomorrow’s', () => {
    expect(words({ uv: { 2: 4, 3: 5, 22: 3, 23: 4 } })[1]).toBe(`Sun protection from ${hour(2)} to ${hour(4)}.`);
  });

  it('says tomorrow’s rain or snow when its chance reaches 30 %, with the temperatures beside it', () => {
    expect(words({ highs: [7, 4], tomorrow: { chance: 87, code: 61 } })[1]).toBe('Rain likely tomorrow, 3° cooler, up to 4°.');
    expect(words({ tomorrow: { chance: 45, code: 80 } })[1]).toBe('Showers possible tomorrow, up to 6°.');
    expect(words({ highs: [-2, 1], tomorrow: { chance: 60, code: 73 } })[1]).toBe('Snow likely tomorrow, 3° warmer, up to 1°.');
    expect(words({ tomorrow: { chance: 29, code: 61 } })[1]).toBe('Similar temperatures tomorrow, up to 6°.');
  });

  it('says the confidence is low, in tomorrow’s place, when the compared models lie 5° or more apart', () => {
    const view = toForecastView(forecast({ highs: [7, 4] }), START);
    expect(dayInWords(view, METRIC_UNITS, { spread: 6.4, level: 'low', rain: { kind: 'dry' } })).toEqual([
      'Dry for the next 24 hours.',
      'Low confidence: the models differ by up to 6°.',
    ]);
    expect(dayInWords(view, METRIC_UNITS, { spread: 3, level: 'differ', rain: { kind: 'dry' } })[1]).toBe('Tomorrow 3° cooler, up to 4°.');
  });

  it('from a copy six hours old, speaks only of the hours still ahead', () => {
    // The morning's rain has passed: what is left of the copy is dry, and it says how long it knows.
    expect(words({ rain: { 1: 2, 2: 2 } }, START + 6 * HOUR)[0]).toBe('Dry for the next 18 hours.');
    expect(words({ rain: { 1: 2, 2: 2, 8: 1 } }, START + 6 * HOUR)[0]).toBe(`Dry until ${hour(8)}, then rain until ${hour(9)}.`);
  });
});

describe('the day in words in every language', () => {
  afterAll(() => activateLanguage('en'));

  // Written by hand: rain from the sixth hour to the tenth, gusts to 68 km/h at the fourteenth, tomorrow 3° cooler.
  const expected: Record<LanguageCode, (h: (n: number) => string) => string[]> = {
    en: (h) => [`Dry until ${h(6)}, then rain until ${h(10)}.`, `Gusts to 68\u00a0km/h around ${h(14)}.`, 'Tomorrow 3° cooler, up to 4°.'],
    fr: (h) => [`Temps sec jusqu’à ${h(6)}, puis pluie jusqu’à ${h(10)}.`, `Rafales jusqu’à 68\u00a0km/h vers ${h(14)}.`, 'Demain 3° de moins, jusqu’à 4°.'],
    es: (h) => [`Tiempo seco hasta las ${h(6)}; después, lluvia hasta las ${h(10)}.`, `Rachas de hasta 68\u00a0km/h hacia las ${h(14)}.`, 'Mañana, 3° menos, hasta 4°.'],
    'pt-BR': (h) => [`Tempo seco até ${h(6)}; depois, chuva até ${h(10)}.`, `Rajadas de até 68\u00a0km/h por volta das ${h(14)}.`, 'Amanhã, 3° mais frio, até 4°.'],
    de: (h) => [`Trocken bis ${h(6)}, danach Regen bis ${h(10)}.`, `Böen bis 68\u00a0km/h gegen ${h(14)}.`, 'Morgen 3° kühler, bis 4°.'],
    ar: (h) => [
      `جاف حتى ${h(6)}، ثم أمطار حتى ${h(10)}.`,
      `هبات تصل إلى \u206668\u00a0كم/س\u2069 نحو ${h(14)}.`,
      'غدًا أبرد بمقدار \u20663°\u2069، حتى \u20664°\u2069.',
    ],
    sn: (h) => [
      `Hakuna mvura kusvika ${h(6)}, mushure maizvozvo mvura kusvika ${h(10)}.`,
      `Mhepo inovhuvhuta kusvika 68\u00a0km/h panenge ${h(14)}.`,
      'Mangwana kunotonhora ne3°, kusvika 4°.',
    ],
  };

  it.each(Object.entries(expected))('in %s', async (code, sentences) => {
    await activateLanguage(code as LanguageCode);
    expect(words({ rain: { 6: 1, 7: 1.4, 8: 0.6, 9: 0.3 }, gusts: { 14: 68 }, highs: [7, 4] })).toEqual(sentences(hour));
  });

  // Written by hand: a dry day like tomorrow; snow all day; thunderstorms from the fifth hour to the
  // eighth; and a copy six hours old whose morning rain has passed.
  const otherDays: Record<LanguageCode, (h: (n: number) => string) => string[]> = {
    en: (h) => ['Dry for the next 24 hours.', 'Similar temperatures tomorrow, up to 6°.', 'Snow for the next 24 hours.', `Dry until ${h(5)}, then thunderstorms until ${h(8)}.`, 'Dry for the next 18 hours.'],
    fr: (h) => ['Temps sec pour les 24 prochaines heures.', 'Demain, températures similaires, jusqu’à 6°.', 'Neige pour les 24 prochaines heures.', `Temps sec jusqu’à ${h(5)}, puis orages jusqu’à ${h(8)}.`, 'Temps sec pour les 18 prochaines heures.'],
    es: (h) => ['Tiempo seco durante las próximas 24 horas.', 'Mañana, temperaturas similares, hasta 6°.', 'Nieve durante las próximas 24 horas.', `Tiempo seco hasta las ${h(5)}; después, tormentas hasta las ${h(8)}.`, 'Tiempo seco durante las próximas 18 horas.'],
    'pt-BR': (h) => ['Tempo seco nas próximas 24 horas.', 'Amanhã, temperaturas parecidas, até 6°.', 'Neve nas próximas 24 horas.', `Tempo seco até ${h(5)}; depois, tempestades até ${h(8)}.`, 'Tempo seco nas próximas 18 horas.'],
    de: (h) => ['Trocken in den nächsten 24 Stunden.', 'Morgen ähnliche Temperaturen, bis 6°.', 'Schnee in den nächsten 24 Stunden.', `Trocken bis ${h(5)}, danach Gewitter bis ${h(8)}.`, 'Trocken in den nächsten 18 Stunden.'],
    ar: (h) => ['جاف خلال الساعات الـ24 القادمة.', 'غدًا درجات حرارة مماثلة، حتى \u20666°\u2069.', 'ثلوج خلال الساعات الـ24 القادمة.', `جاف حتى ${h(5)}، ثم عواصف رعدية حتى ${h(8)}.`, 'جاف خلال الساعات الـ18 القادمة.'],
    sn: (h) => ['Hakuna mvura mumaawa 24 anotevera.', 'Mangwana tembiricha yakafanana, kusvika 6°.', 'Chando mumaawa 24 anotevera.', `Hakuna mvura kusvika ${h(5)}, mushure maizvozvo mabhanan’ana kusvika ${h(8)}.`, 'Hakuna mvura mumaawa 18 anotevera.'],
  };

  it.each(Object.entries(otherDays))('says a dry day, snow, thunder and what a stale copy still holds in %s', async (code, sentences) => {
    await activateLanguage(code as LanguageCode);
    const snowing = Object.fromEntries(Array.from({ length: 24 }, (_, i) => [i, 0.5]));
    expect([
      ...words({}),
      words({ rain: snowing, code: 73, highs: [-2, -1] })[0],
      words({ rain: { 5: 2, 6: 9, 7: 3 }, code: 95 })[0],
      words({ rain: { 1: 2, 2: 2 } }, START + 6 * HOUR)[0],
    ]).toEqual(sentences(hour));
  });

  // Written by hand: rain likely tomorrow and 3° cooler; showers possible, as warm; snow likely, 3° warmer.
  const tomorrowWet: Record<LanguageCode, string[]> = {
    en: ['Rain likely tomorrow, 3° cooler, up to 4°.', 'Showers possible tomorrow, up to 6°.', 'Snow likely tomorrow, 3° warmer, up to 1°.'],
    fr: ['Pluie probable demain, 3° de moins, jusqu’à 4°.', 'Averses possibles demain, jusqu’à 6°.', 'Neige probable demain, 3° de plus, jusqu’à 1°.'],
    es: ['Probable lluvia mañana, 3° menos, hasta 4°.', 'Posibles chubascos mañana, hasta 6°.', 'Probable nieve mañana, 3° más de calor, hasta 1°.'],
    'pt-BR': ['Chuva provável amanhã, 3° mais frio, até 4°.', 'Possíveis pancadas de chuva amanhã, até 6°.', 'Neve provável amanhã, 3° mais quente, até 1°.'],
    de: ['Morgen wahrscheinlich Regen, 3° kühler, bis 4°.', 'Morgen möglicherweise Schauer, bis 6°.', 'Morgen wahrscheinlich Schnee, 3° wärmer, bis 1°.'],
    ar: [
      'أمطار مرجّحة غدًا، أبرد بمقدار \u20663°\u2069، حتى \u20664°\u2069.',
      'زخات مطر محتملة غدًا، حتى \u20666°\u2069.',
      'ثلوج مرجّحة غدًا، أدفأ بمقدار \u20663°\u2069، حتى \u20661°\u2069.',
    ],
    sn: ['Mvura ingangonaya mangwana, kunotonhora ne3°, kusvika 4°.', 'Pamwe zvimvuramvura mangwana, kusvika 6°.', 'Chando chingangoita mangwana, kunodziya ne3°, kusvika 1°.'],
  };

  it.each(Object.entries(tomorrowWet))('says tomorrow’s rain or snow in %s', async (code, sentences) => {
    await activateLanguage(code as LanguageCode);
    expect([
      words({ highs: [7, 4], tomorrow: { chance: 87, code: 61 } })[1],
      words({ tomorrow: { chance: 45, code: 80 } })[1],
      words({ highs: [-2, 1], tomorrow: { chance: 60, code: 73 } })[1],
    ]).toEqual(sentences);
  });

  // Written by hand: drizzle from the fifth hour to the seventh; drizzle all day.
  const drizzle: Record<LanguageCode, (h: (n: number) => string) => string[]> = {
    en: (h) => [`Dry until ${h(5)}, then drizzle until ${h(7)}.`, 'Drizzle for the next 24 hours.'],
    fr: (h) => [`Temps sec jusqu’à ${h(5)}, puis bruine jusqu’à ${h(7)}.`, 'Bruine pour les 24 prochaines heures.'],
    es: (h) => [`Tiempo seco hasta las ${h(5)}; después, llovizna hasta las ${h(7)}.`, 'Llovizna durante las próximas 24 horas.'],
    'pt-BR': (h) => [`Tempo seco até ${h(5)}; depois, garoa até ${h(7)}.`, 'Garoa nas próximas 24 horas.'],
    de: (h) => [`Trocken bis ${h(5)}, danach Nieselregen bis ${h(7)}.`, 'Nieselregen in den nächsten 24 Stunden.'],
    ar: (h) => [`جاف حتى ${h(5)}، ثم رذاذ حتى ${h(7)}.`, 'رذاذ خلال الساعات الـ24 القادمة.'],
    sn: (h) => [`Hakuna mvura kusvika ${h(5)}, mushure maizvozvo mubvumbi kusvika ${h(7)}.`, 'Mubvumbi mumaawa 24 anotevera.'],
  };

  it.each(Object.entries(drizzle))('names drizzle in %s', async (code, sentences) => {
    await activateLanguage(code as LanguageCode);
    const drizzling = Object.fromEntries(Array.from({ length: 24 }, (_, i) => [i, 0.1]));
    expect([words({ rain: { 5: 0.1, 6: 0.1 }, code: 53 })[0], words({ rain: drizzling, code: 51 })[0]]).toEqual(sentences(hour));
  });

  // Written by hand: a spell from tonight into tomorrow and gusts tomorrow; a spell and sun protection
  // starting tomorrow; rain until tomorrow; rain from tomorrow on.
  const tomorrow: Record<LanguageCode, (h: (n: number) => string) => string[]> = {
    en: (h) => [
      `Dry until ${h(20)}, then rain until ${h(22)} tomorrow.`, `Gusts to 68\u00a0km/h around ${h(22)} tomorrow.`,
      `Dry until ${h(22)} tomorrow, then rain until ${h(23)}.`, `Sun protection tomorrow from ${h(22)} to ${h(23)}.`,
      `Rain until ${h(22)} tomorrow, then dry.`, `Dry until ${h(22)} tomorrow, then rain.`,
    ],
    fr: (h) => [
      `Temps sec jusqu’à ${h(20)}, puis pluie jusqu’à demain ${h(22)}.`, `Rafales jusqu’à 68\u00a0km/h demain vers ${h(22)}.`,
      `Temps sec jusqu’à demain ${h(22)}, puis pluie jusqu’à ${h(23)}.`, `Protection solaire demain de ${h(22)} à ${h(23)}.`,
      `Pluie jusqu’à demain ${h(22)}, puis temps sec.`, `Temps sec jusqu’à demain ${h(22)}, puis pluie.`,
    ],
    es: (h) => [
      `Tiempo seco hasta las ${h(20)}; después, lluvia hasta mañana a las ${h(22)}.`, `Rachas de hasta 68\u00a0km/h mañana hacia las ${h(22)}.`,
      `Tiempo seco hasta mañana a las ${h(22)}; después, lluvia hasta las ${h(23)}.`, `Protección solar mañana de ${h(22)} a ${h(23)}.`,
      `Lluvia hasta mañana a las ${h(22)}; después, tiempo seco.`, `Tiempo seco hasta mañana a las ${h(22)}; después, lluvia.`,
    ],
    'pt-BR': (h) => [
      `Tempo seco até ${h(20)}; depois, chuva até amanhã às ${h(22)}.`, `Rajadas de até 68\u00a0km/h amanhã por volta das ${h(22)}.`,
      `Tempo seco até amanhã às ${h(22)}; depois, chuva até ${h(23)}.`, `Proteção solar amanhã das ${h(22)} às ${h(23)}.`,
      `Chuva até amanhã às ${h(22)}; depois, tempo seco.`, `Tempo seco até amanhã às ${h(22)}; depois, chuva.`,
    ],
    de: (h) => [
      `Trocken bis ${h(20)}, danach Regen bis morgen ${h(22)}.`, `Böen bis 68\u00a0km/h morgen gegen ${h(22)}.`,
      `Trocken bis morgen ${h(22)}, danach Regen bis ${h(23)}.`, `Sonnenschutz morgen von ${h(22)} bis ${h(23)}.`,
      `Regen bis morgen ${h(22)}, danach trocken.`, `Trocken bis morgen ${h(22)}, danach Regen.`,
    ],
    ar: (h) => [
      `جاف حتى ${h(20)}، ثم أمطار حتى ${h(22)} غدًا.`, `هبات تصل إلى \u206668\u00a0كم/س\u2069 غدًا نحو ${h(22)}.`,
      `جاف حتى ${h(22)} غدًا، ثم أمطار حتى ${h(23)}.`, `الحماية من الشمس غدًا من ${h(22)} إلى ${h(23)}.`,
      `أمطار حتى ${h(22)} غدًا، ثم جاف.`, `جاف حتى ${h(22)} غدًا، ثم أمطار.`,
    ],
    sn: (h) => [
      `Hakuna mvura kusvika ${h(20)}, mushure maizvozvo mvura kusvika mangwana ${h(22)}.`, `Mhepo inovhuvhuta kusvika 68\u00a0km/h mangwana panenge ${h(22)}.`,
      `Hakuna mvura kusvika mangwana ${h(22)}, mushure maizvozvo mvura kusvika ${h(23)}.`, `Dzivirira ganda mangwana kubva ${h(22)} kusvika ${h(23)}.`,
      `Mvura kusvika mangwana ${h(22)}, mushure maizvozvo hakuchina mvura.`, `Hakuna mvura kusvika mangwana ${h(22)}, mushure maizvozvo mvura.`,
    ],
  };

  it.each(Object.entries(tomorrow))('says which hours are tomorrow’s in %s', async (code, sentences) => {
    await activateLanguage(code as LanguageCode);
    const untilTomorrow = Object.fromEntries(Array.from({ length: 22 }, (_, i) => [i, 1]));
    expect([
      ...words({ rain: { 20: 1, 21: 1 }, gusts: { 22: 68 } }).slice(0, 2),
      ...words({ rain: { 22: 1 }, uv: { 22: 4 } }).slice(0, 2),
      words({ rain: untilTomorrow })[0],
      words({ rain: { 22: 1, 23: 1 } })[0],
    ]).toEqual(sentences(hour));
  });

  // Written by hand: gusts to 80 km/h from the fourteenth hour (23:00), a strong-wind warning tonight.
  const warning: Record<LanguageCode, (time: string) => string> = {
    en: (time) => `Warning: strong wind tonight from ${time}.`,
    fr: (time) => `Alerte\u202f: vent fort cette nuit dès ${time}.`,
    es: (time) => `Aviso: viento fuerte esta noche a partir de las ${time}.`,
    'pt-BR': (time) => `Alerta: ventos fortes esta noite a partir das ${time}.`,
    de: (time) => `Warnung: starker Wind heute Nacht ab ${time}.`,
    ar: (time) => `تحذير: رياح قوية الليلة من الساعة ${time}.`,
    sn: (time) => `Yambiro: mhepo ine simba usiku hwanhasi kubva ${time}.`,
  };

  it.each(Object.entries(warning))('names the warning in %s', async (code, sentence) => {
    await activateLanguage(code as LanguageCode);
    expect(words({ gusts: { 14: 75, 15: 80 } })[1]).toBe(sentence(formatPlaceTime(START + 14 * HOUR, placeClock(ZONE, 0))));
  });
});
