import type { Messages } from '@lingui/core';
import english from 'virtual:catalogue/en';
import { browserPreferences, intlLocaleFor, languageOf, SOURCE_LANGUAGE, type LanguageCode } from './languages';
import { activeLanguage, speak } from './translate';

export { activeIntlLocale, activeLanguage, t, type MessageValues } from './translate';

/**
 * The app's words, through Lingui's runtime: ICU messages (plurals, selects, numbers) compiled
 * at build time (scripts/vite-plugin-catalogues.ts), so no message parser ships. English is in
 * the first screen's code as the source language; every other catalogue is its own chunk,
 * loaded only when that language is chosen.
 */
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

/** The active language's writing direction: layouts that are not CSS (charts) mirror by it. */
export function activeDirection(): 'ltr' | 'rtl' {
  return languageOf(activeLanguage()).dir;
}

/**
 * Loads `code`'s catalogue (once) and makes it the active language: `<html lang dir>` follow,
 * and every subscriber hears it. A catalogue that cannot load (offline before it was ever
 * cached) leaves the current language in place and rejects.
 */
export async function activateLanguage(code: LanguageCode): Promise<void> {
  let messages: Messages | undefined;
  if (code !== 'en' && !loaded.has(code)) {
    messages = (await loaders[code]()).default;
    loaded.add(code);
  }
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
