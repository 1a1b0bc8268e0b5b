import { i18n, type Messages } from '@lingui/core';
import english from 'virtual:catalogue/en/home';
import { browserPreferences, intlLocaleFor, languageOf, SOURCE_LANGUAGE, type LanguageCode } from './languages';
import { activeLanguage, speak } from './translate';

export { activeIntlLocale, activeLanguage, t, type MessageValues } from './translate';

// Lingui's runtime with messages compiled at build time (build/vite-plugin-catalogues.ts), so no parser ships.
// English's home areas are in the first screen's code, its others come with the other screens' code;
// every other catalogue is one chunk, loaded when chosen.
const loaders: Record<Exclude<LanguageCode, 'en'>, () => Promise<{ default: Messages }>> = {
  fr: () => import('virtual:catalogue/fr'),
  es: () => import('virtual:catalogue/es'),
  'pt-BR': () => import('virtual:catalogue/pt-BR'),
  de: () => import('virtual:catalogue/de'),
  ar: () => import('virtual:catalogue/ar'),
  sn: () => import('virtual:catalogue/sn'),
};

const loaded = new Set<LanguageCode>([SOURCE_LANGUAGE]);
const listeners = new Set<() => void>();

speak(SOURCE_LANGUAGE, SOURCE_LANGUAGE, english);

let screenWordsWanted = false;
let englishScreenWords: Promise<void> | undefined;

function loadEnglishScreenWords(): Promise<void> {
  englishScreenWords ??= import('virtual:catalogue/en/screens').then(
    ({ default: messages }) => i18n.load(SOURCE_LANGUAGE, messages),
    (error: unknown) => {
      englishScreenWords = undefined;
      throw error;
    },
  );
  return englishScreenWords;
}

/** Before a part beyond the home screen draws: English's words for it (another language's catalogue holds every area). */
export function loadScreenWords(): Promise<void> {
  screenWordsWanted = true;
  return activeLanguage() === SOURCE_LANGUAGE ? loadEnglishScreenWords() : Promise.resolve();
}

/** The active language's writing direction: layouts that are not CSS (charts) mirror by it. */
export function activeDirection(): 'ltr' | 'rtl' {
  return languageOf(activeLanguage()).dir;
}

/** Loads `code`'s catalogue once and makes it active (`<html lang dir>` follow); rejects, keeping the language, if it cannot load. */
export async function activateLanguage(code: LanguageCode): Promise<void> {
  let messages: Messages | undefined;
  if (code !== 'en' && !loaded.has(code)) {
    messages = (await loaders[code]()).default;
    loaded.add(code);
  }
  if (code === 'en' && screenWordsWanted) await loadEnglishScreenWords();
  speak(code, intlLocaleFor(code, browserPreferences()), messages);
  if (typeof document !== 'undefined') {
    document.documentElement.lang = code;
    document.documentElement.dir = languageOf(code).dir;
  }
  for (const listener of listeners) listener();
}

export function subscribeToLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
