import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../src/i18n/i18n';
import { countryName } from '../../src/lib/country-name';
import { formatDeviceTime, formatPlaceDate, formatPlaceHour, formatPlaceTime, placeClock } from '../../src/lib/local-time';
import { formatNumber, formatPercent, formatTemperature, formatTemperatureWithUnit, formatWind } from '../../src/lib/unit-format';
import { METRIC_UNITS } from '../../src/lib/units';

const ZURICH = placeClock('Europe/Zurich', 3600);
/** Sunday 22 November 2026, 14:05 in Zurich. */
const SUNDAY_AFTERNOON = Date.UTC(2026, 10, 22, 13, 5);

const { DateTimeFormat, NumberFormat } = Intl;

/** Intl as Chromium has it: no Shona, whose formatters silently write the device's language (German here). */
function withoutShona(): void {
  const german = (locales: unknown) => (String(locales).toLowerCase().startsWith('sn') ? 'de-DE' : (locales as string));
  const unsupported = (locales?: Intl.LocalesArgument) => [locales ?? []].flat().map(String).filter((tag) => !tag.toLowerCase().startsWith('sn'));
  Intl.DateTimeFormat = class extends DateTimeFormat {
    constructor(locales?: string | string[], options?: Intl.DateTimeFormatOptions) {
      super(german(locales), options);
    }
    static override supportedLocalesOf = unsupported;
  } as typeof Intl.DateTimeFormat;
  Intl.NumberFormat = class extends NumberFormat {
    constructor(locales?: string | string[], options?: Intl.NumberFormatOptions) {
      super(german(locales), options);
    }
    static override supportedLocalesOf = unsupported;
  } as typeof Intl.NumberFormat;
  vi.spyOn(Intl.DisplayNames, 'supportedLocalesOf').mockImplementation(unsupported);
  vi.stubGlobal('navigator', { language: 'de-DE', languages: ['sn-ZW', 'de-DE'] });
}

afterEach(async () => {
  Object.assign(Intl, { DateTimeFormat, NumberFormat });
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  await activateLanguage('en');
});

describe('dates, times and numbers in the app’s language', () => {
  it('French: its weekdays, months, 24-hour clock and decimal comma', async () => {
    await activateLanguage('fr');
    expect(formatPlaceDate('2026-11-22', 'long-weekday')).toBe('dimanche');
    expect(formatPlaceDate('2026-11-22', 'day')).toBe('dim. 22 nov.');
    expect(formatPlaceTime(SUNDAY_AFTERNOON, ZURICH)).toBe('14:05');
    expect(formatNumber(1234.5, 1)).toBe('1\u202f234,5');
    expect(formatPercent(40)).toBe('40\u202f%');
    expect(countryName('CH')).toBe('Suisse');
    // On the device's clock, whatever its zone: 23 November at noon UTC is the 23rd everywhere but far east.
    expect(formatDeviceTime(Date.UTC(2026, 10, 23, 12), false)).toMatch(/^\d{2}:\d{2}$/);
    expect(formatDeviceTime(Date.UTC(2026, 10, 23, 12), true)).toMatch(/^2[34] nov\. 2026, \d{2}:\d{2}$/);
  });

  it('German: its weekdays, its hour as a time and decimal comma', async () => {
    await activateLanguage('de');
    expect(formatPlaceDate('2026-11-22', 'weekday')).toMatch(/^So\.?$/);
    expect(formatPlaceHour(Date.UTC(2026, 10, 22, 13), ZURICH)).toBe('14:00');
    expect(formatNumber(-2.5, 1)).toBe('\u22122,5');
    expect(countryName('CH')).toBe('Schweiz');
  });

  it('Arabic: Arabic names, Western digits, the minus kept left of them by a mark, and each value isolated left to right', async () => {
    await activateLanguage('ar');
    expect(formatPlaceDate('2026-11-22', 'long-weekday')).toBe('الأحد');
    expect(formatPlaceTime(SUNDAY_AFTERNOON, ZURICH)).toMatch(/^2:05\s?م$/);
    expect(formatNumber(12.5, 1)).toBe('12.5');
    expect(formatTemperatureWithUnit(-3, METRIC_UNITS)).toBe('\u2066\u200e\u22123\u00a0°C\u2069');
    expect(formatTemperature(6, METRIC_UNITS)).toBe('\u20666°\u2069');
    expect(formatWind(40, METRIC_UNITS)).toBe('\u206640\u00a0كم/س\u2069');
    expect(countryName('CH')).toBe('سويسرا');
  });

  it('Shona in a browser without Shona data: the app’s CLDR names and 24-hour clock, never the device’s language', async () => {
    withoutShona();
    await activateLanguage('sn');
    expect(new Intl.DateTimeFormat('sn-ZW', { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2026, 10, 22))).toBe('Sonntag');
    expect(formatPlaceDate('2026-11-22', 'long-weekday')).toBe('Svondo');
    expect(formatPlaceDate('2026-11-26', 'weekday')).toBe('Chn');
    expect(formatPlaceDate('2026-11-22', 'day')).toBe('Mbu 22, Svo');
    expect(formatPlaceTime(SUNDAY_AFTERNOON, ZURICH)).toBe('14:05');
    expect(formatPlaceHour(Date.UTC(2026, 10, 22, 23), ZURICH)).toBe('00:00');
    expect(formatNumber(1234.5, 1)).toBe('1,234.5');
    expect(countryName('ZW')).toBe('Zimbabwe');
    expect(formatDeviceTime(Date.UTC(2026, 10, 23, 12), true)).toMatch(/^Mbu 2[34], (Muv|Chp) \d{2}:\d{2}$/);
  });
});
