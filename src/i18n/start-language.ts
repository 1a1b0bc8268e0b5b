import { activateLanguage } from './i18n';
import { readLanguageChoice } from './language-choice';
import { negotiateLanguage, SOURCE_LANGUAGE, type LanguageCode } from './languages';

/** The browser's own choice among ours ("pt-PT" → Português, unknown → English). */
export function browserLanguage(): LanguageCode {
  return negotiateLanguage(navigator.languages ?? [navigator.language]);
}

/** The person's pick in Settings, else the browser's. */
export function chosenLanguage(): LanguageCode {
  return readLanguageChoice() ?? browserLanguage();
}

/**
 * Activates the chosen language before the first render, so no English flashes before it. If
 * its catalogue cannot be had (never downloaded, now offline), the app starts in English.
 */
export async function startLanguage(): Promise<void> {
  try {
    await activateLanguage(chosenLanguage());
  } catch {
    await activateLanguage(SOURCE_LANGUAGE);
  }
}
