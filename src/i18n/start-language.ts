import { activateLanguage } from './i18n';
import { chosenLanguage } from './language-choice';
import { SOURCE_LANGUAGE } from './languages';

/** Activates the chosen language before the first render; if its catalogue cannot be had, the app starts in English. */
export async function startLanguage(): Promise<void> {
  try {
    await activateLanguage(chosenLanguage());
  } catch {
    await activateLanguage(SOURCE_LANGUAGE);
  }
}
