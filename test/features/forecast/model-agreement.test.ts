import { afterAll, describe, expect, it } from 'vitest';
import type { WeatherModelSeries } from '../../../src/api/schemas/weather';
import { modelAgreement } from '../../../src/features/forecast/model-agreement';
import { activateLanguage, t } from '../../../src/i18n/i18n';
import type { LanguageCode } from '../../../src/i18n/languages';

const HOUR = 3_600_000;
const START = Date.UTC(2027, 0, 15, 9);
const starts = Array.from({ length: 6 }, (_, i) => START + i * HOUR);

const series = (model: string, temperature_2m: (number | null)[], precipitation: number[]): WeatherModelSeries =>
  ({ model, temperature_2m, precipitation }) as WeatherModelSeries;

describe('how far the compared models agree', () => {
  it('agree within 2° and on rain from the first hour every model is wet', () => {
    const agreement = modelAgreement(
      [series('gfs_seamless', [5, 6, 7, 8, 8, 7], [0, 0, 0.3, 1.2, 0.5, 0]), series('icon_seamless', [6, 7, 8, 9, 10, 8], [0, 0, 0, 0.8, 0.9, 0.2])],
      starts,
    );
    expect(agreement).toEqual({ spread: 2, level: 'agree', rain: { kind: 'wet', at: starts[3] } });
  });

  it('differ by up to 4° and agree it stays dry, a trace under 0.2 mm an hour counting as dry', () => {
    const agreement = modelAgreement([series('a', [1, 2, 3, 4, 5, 6], [0, 0, 0, 0.15, 0, 0]), series('b', [3, 5, 7, 8, 6, 6], [0, 0.05, 0, 0, 0, 0])], starts);
    expect(agreement).toEqual({ spread: 4, level: 'differ', rain: { kind: 'dry' } });
  });

  it('differ by 5° or more: low confidence; one wet and one dry disagree on the rain', () => {
    const agreement = modelAgreement([series('a', [10, 11, 12, 13, 12, 11], [0, 2, 3, 0, 0, 0]), series('b', [10, 11, 17, 13, null, 11], [0, 0, 0, 0, 0, 0])], starts);
    expect(agreement).toEqual({ spread: 5, level: 'low', rain: { kind: 'split' } });
  });

  it('judges the spread as it is written, in whole degrees: 2.3° apart agree, 4.6° apart have low confidence', () => {
    const apart = (degrees: number) => modelAgreement([series('a', [10, 10, 10, 10, 10, 10], [0, 0, 0, 0, 0, 0]), series('b', [10, 10 + degrees, 10, 10, 10, 10], [0, 0, 0, 0, 0, 0])], starts)!.level;
    expect([2.3, 2.5, 4.4, 4.6].map(apart)).toEqual(['agree', 'differ', 'differ', 'low']);
  });

  it('says nothing for a single model or no hours ahead', () => {
    expect(modelAgreement([series('a', [1], [0])], starts)).toBeUndefined();
    expect(modelAgreement([series('a', [], []), series('b', [], [])], [])).toBeUndefined();
  });
});

describe('the agreement in every language', () => {
  afterAll(() => activateLanguage('en'));

  // Written by hand: low confidence at 6°, rain agreed from 15:00.
  const expected: Record<LanguageCode, [string, string]> = {
    en: ['Models differ by up to 6° over the next 24 hours: low confidence.', 'They agree on rain from 15:00.'],
    fr: ['Les modèles divergent jusqu’à 6° sur les prochaines 24 heures\u202f: confiance faible.', 'Ils prévoient tous de la pluie dès 15:00.'],
    es: ['Los modelos difieren hasta 6° en las próximas 24 horas: confianza baja.', 'Todos prevén lluvia a partir de las 15:00.'],
    'pt-BR': ['Os modelos divergem até 6° nas próximas 24 horas: confiança baixa.', 'Todos preveem chuva a partir das 15:00.'],
    de: ['Die Modelle weichen in den nächsten 24 Stunden um bis zu 6° voneinander ab: geringe Zuverlässigkeit.', 'Alle erwarten Regen ab 15:00.'],
    ar: ['تختلف النماذج بما يصل إلى 6° خلال الساعات الـ24 القادمة: ثقة منخفضة.', 'تتفق جميعها على هطول المطر بدءًا من 15:00.'],
    sn: ['Mamodhero anosiyana kusvika pa6° mumaawa 24 anotevera: kuvimbika kwakaderera.', 'Ose anobvumirana kuti mvura ichanaya kubva 15:00.'],
  };

  it.each(Object.entries(expected))('in %s', async (code, [temperature, rain]) => {
    await activateLanguage(code as LanguageCode);
    expect(t('forecast.models.temperatureAgreement', { level: 'low', spread: '6°' })).toBe(temperature);
    expect(t('forecast.models.rainAgreement', { rain: 'wet', time: '15:00' })).toBe(rain);
  });
});
