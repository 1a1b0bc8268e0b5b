import { afterEach, describe, expect, it } from 'vitest';
import { nowcastSentence, type NowcastOutlook } from '../../../src/features/forecast/nowcast-sentence';
import { formatNumber } from '../../../src/lib/unit-format';
import { speak } from '../../support/speak';

const QUARTER = 15 * 60_000;
const START = Date.UTC(2026, 10, 23, 12, 0);

/** Four quarter hours from 12:00, read at `minutesIn` past 12:00. */
function outlook(precipitation: number[], overrides: Partial<NowcastOutlook> & { minutesIn?: number } = {}): NowcastOutlook {
  const { minutesIn = 0, ...rest } = overrides;
  return {
    starts: precipitation.map((_, i) => START + i * QUARTER),
    precipitation,
    now: START + minutesIn * 60_000,
    fallingNow: precipitation[0]! >= 0.05,
    type: 'rain',
    ...rest,
  };
}

describe('the nowcast sentence', () => {
  it('says no rain is expected when every quarter hour is dry (traces included)', () => {
    expect(nowcastSentence(outlook([0, 0, 0.01, 0]))).toBe('No rain expected in the next hour');
  });

  it('says when rain starts and stops, counting from now', () => {
    expect(nowcastSentence(outlook([0, 0, 0.3, 0.5]))).toBe('Light rain starting in about 30 minutes');
    expect(nowcastSentence(outlook([0.4, 0, 0, 0]))).toBe('Light rain stopping in about 15 minutes');
    expect(nowcastSentence(outlook([2, 2.4, 0, 0]))).toBe('Heavy rain stopping in about 30 minutes');
  });

  it('counts the minutes from now, not from the start of the quarter under way', () => {
    expect(nowcastSentence(outlook([0, 0, 0.3, 0.5], { minutesIn: 10 }))).toBe('Light rain starting in about 20 minutes');
    expect(nowcastSentence(outlook([0, 0.3, 0.5, 0.5], { minutesIn: 13 }))).toBe('Light rain starting in a few minutes');
  });

  it('names the intensity when it rains all hour', () => {
    expect(nowcastSentence(outlook([0.1, 0.2, 0.1, 0.3]))).toBe('Light rain for the next hour');
    expect(nowcastSentence(outlook([1, 1.2, 0.9, 1]))).toBe('Moderate rain for the next hour');
    expect(nowcastSentence(outlook([2.5, 3, 2, 2]))).toBe('Heavy rain for the next hour');
  });

  it('calls rain heavy from 7.6 mm an hour (1.9 mm a quarter), as the day in words and the warnings do', () => {
    expect(nowcastSentence(outlook([1.9, 1.9, 1.9, 1.9]))).toBe('Heavy rain for the next hour');
    expect(nowcastSentence(outlook([1.85, 1.85, 1.85, 1.85]))).toBe('Moderate rain for the next hour');
  });

  it('agrees with current conditions that report rain while the next quarter hours are dry', () => {
    expect(nowcastSentence(outlook([0, 0, 0, 0], { fallingNow: true }))).toBe('Rain stopping now, with none expected in the next hour');
    expect(nowcastSentence(outlook([0, 0, 0.4, 0.4], { fallingNow: true }))).toBe('Rain stopping now, starting again in about 30 minutes');
  });

  it('uses the word it is given for snow', () => {
    expect(nowcastSentence(outlook([0, 0, 0, 0.2], { type: 'snow' }))).toBe('Light snow starting in about 45 minutes');
    expect(nowcastSentence(outlook([0, 0, 0, 0], { type: 'snow' }))).toBe('No snow expected in the next hour');
  });
});

describe('the nowcast sentence in other languages', () => {
  // A node test: no stored choice to clear, only the language to set back.
  afterEach(() => speak('en'));

  it('is worded whole in French, each intensity and its verb agreeing with rain or snow', async () => {
    await speak('fr');
    expect(nowcastSentence(outlook([0, 0, 0.3, 0.5]))).toBe(`Pluie faible attendue dans environ ${formatNumber(30, 0)} minutes`);
    expect(nowcastSentence(outlook([1, 1.2, 0.9, 1], { type: 'snow' }))).toBe('Chutes de neige modérées pendant toute l’heure à venir');
    expect(nowcastSentence(outlook([0, 0.3, 0.5, 0.5], { minutesIn: 13 }))).toBe('Pluie faible attendue dans quelques minutes');
    expect(nowcastSentence(outlook([0, 0, 2.5, 3], { type: 'snow' }))).toBe(`Fortes chutes de neige attendues dans environ ${formatNumber(30, 0)} minutes`);
  });

  it('counts the minutes with Arabic’s plural forms (3–10 and 11–99 take different nouns)', async () => {
    await speak('ar');
    expect(nowcastSentence(outlook([0, 0.3, 0.5, 0.5], { minutesIn: 10 }))).toBe(`يبدأ هطول مطر خفيف بعد نحو ${formatNumber(5, 0)} دقائق`);
    expect(nowcastSentence(outlook([0.4, 0, 0, 0]))).toBe(`يتوقف المطر الخفيف بعد نحو ${formatNumber(15, 0)} دقيقة`);
    expect(nowcastSentence(outlook([2, 2.4, 0, 0], { type: 'snow' }))).toBe(`يتوقف تساقط الثلوج الكثيف بعد نحو ${formatNumber(30, 0)} دقيقة`);
    expect(nowcastSentence(outlook([0, 0, 0, 0]))).toBe('لا يُتوقع هطول أمطار خلال الساعة القادمة');
  });
});
