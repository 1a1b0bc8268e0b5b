/**
 * Dates and numbers for a language the browser's Intl does not carry: Chromium ships no Shona
 * data (`Intl.DateTimeFormat.supportedLocalesOf('sn')` is empty), and would write English
 * weekdays beside Shona words. From CLDR 48.0 (`common/main/sn.xml`, as in ICU 78.2); numbers
 * inherit CLDR's root symbols, and the clock is the 24-hour "HH:mm" of sn.xml's time formats.
 */
export interface CldrFallback {
  /** Sunday first, as `Date.getUTCDay()` counts. */
  weekdays: { long: readonly string[]; short: readonly string[] };
  /** January first. */
  months: { long: readonly string[]; short: readonly string[] };
  decimal: string;
  group: string;
  /** Short weekday, day and short month, as the language orders them (CLDR's MMMEd skeleton). */
  dayPattern: string;
}

const FALLBACKS: Readonly<Record<string, CldrFallback>> = {
  sn: {
    weekdays: {
      long: ['Svondo', 'Muvhuro', 'Chipiri', 'Chitatu', 'China', 'Chishanu', 'Mugovera'],
      short: ['Svo', 'Muv', 'Chp', 'Cht', 'Chn', 'Chs', 'Mug'],
    },
    months: {
      long: ['Ndira', 'Kukadzi', 'Kurume', 'Kubvumbi', 'Chivabvu', 'Chikumi', 'Chikunguru', 'Nyamavhuvhu', 'Gunyana', 'Gumiguru', 'Mbudzi', 'Zvita'],
      short: ['Ndi', 'Kuk', 'Kur', 'Kub', 'Chv', 'Chk', 'Chg', 'Nya', 'Gun', 'Gum', 'Mbu', 'Zvi'],
    },
    decimal: '.',
    group: ',',
    dayPattern: '{month} {day}, {weekday}',
  },
};

/**
 * The app's own table for `locale` when the browser's Intl lacks its language; undefined when
 * Intl has it (or we have no table, and Intl's own fallback is all there is). Asked once per
 * formatter the app builds, which each caller caches by locale.
 */
export function cldrFallback(locale: string): CldrFallback | undefined {
  const language = locale.split('-')[0]?.toLowerCase() ?? '';
  const table = FALLBACKS[language];
  return table && Intl.DateTimeFormat.supportedLocalesOf(language).length === 0 ? table : undefined;
}
