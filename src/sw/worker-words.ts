import words from 'virtual:catalogue-areas/time+warnings+weather';
import { browserPreferences, intlLocaleFor, SOURCE_LANGUAGE, type LanguageCode } from '../i18n/languages';
import { speak } from '../i18n/translate';

/** Notification words of every language are bundled in, so offline notifications speak the page's last language. */
export function speakInWorker(code: LanguageCode = SOURCE_LANGUAGE): void {
  speak(code, intlLocaleFor(code, browserPreferences()), words[code]);
}
