import { activateLanguage } from './i18n';
import { chosenLanguage } from './language-choice';
import { SOURCE_LANGUAGE } from './languages';

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
