import { i18n, type Messages } from '@lingui/core';
import english from 'virtual:catalogue/en';
import { intlLocaleFor, languageOf, SOURCE_LANGUAGE, type LanguageCode } from './languages';
import type { MessageId } from './message-id';

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

export type MessageValues = Record<string, string | number>;

const loaded = new Set<LanguageCode>([SOURCE_LANGUAGE]);
let active: LanguageCode = SOURCE_LANGUAGE;
let intlLocale: string = SOURCE_LANGUAGE;
const listeners = new Set<() => void>();

i18n.load(SOURCE_LANGUAGE, english);
i18n.activate(SOURCE_LANGUAGE);

/** The message `id` in the active language, its `{placeholders}` filled from `values`. */
export function t(id: MessageId, values?: MessageValues): string {
  return i18n._(id, values);
}

export function activeLanguage(): LanguageCode {
  return active;
}

/** The locale every `Intl` formatter of the app uses (see `intlLocaleFor`). */
export function activeIntlLocale(): string {
  return intlLocale;
}

/** The active language's writing direction: layouts that are not CSS (charts) mirror by it. */
export function activeDirection(): 'ltr' | 'rtl' {
  return languageOf(active).dir;
}

function preferences(): readonly string[] {
  return typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
}

/**
 * Loads `code`'s catalogue (once) and makes it the active language: `<html lang dir>` follow,
 * and every subscriber hears it. A catalogue that cannot load (offline before it was ever
 * cached) leaves the current language in place and rejects.
 */
export async function activateLanguage(code: LanguageCode): Promise<void> {
  if (code !== 'en' && !loaded.has(code)) {
    const { default: messages } = await loaders[code]();
    i18n.load(code, messages);
    loaded.add(code);
  }
  active = code;
  intlLocale = intlLocaleFor(code, preferences());
  i18n.activate(code, [intlLocale, code]);
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
