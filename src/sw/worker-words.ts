import words from 'virtual:catalogue-areas/time+warnings+weather';
import { browserPreferences, intlLocaleFor, SOURCE_LANGUAGE, type LanguageCode } from '../i18n/languages';
import { speak } from '../i18n/translate';

/**
 * The worker speaks only its notifications: the areas of every language they are written
 * from (a few kilobytes), bundled in, so a notification shown with no page open and no
 * network is in the language the page last spoke (src/offline/warning-notifications/notification-language.ts).
 */
export function speakInWorker(code: LanguageCode = SOURCE_LANGUAGE): void {
  speak(code, intlLocaleFor(code, browserPreferences()), words[code]);
}
