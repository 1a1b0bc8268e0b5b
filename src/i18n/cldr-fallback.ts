/** Dates and numbers for a language the browser's Intl lacks (Chromium has no Shona), from CLDR 48.0's sn.xml. */
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

/** The app's own table for `locale` when the browser's Intl lacks its language; undefined when Intl has it. */
export function cldrFallback(locale: string): CldrFallback | undefined {
  const language = locale.split('-')[0]?.toLowerCase() ?? '';
  const table = FALLBACKS[language];
  return table && Intl.DateTimeFormat.supportedLocalesOf(language).length === 0 ? table : undefined;
}
