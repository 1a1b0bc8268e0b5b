import { i18n, type Messages } from '@lingui/core';
import { SOURCE_LANGUAGE, type LanguageCode } from './languages';
import type { MessageId } from './message-id';

// The words in force and `t()`, with no catalogue of its own: the page loads catalogues in i18n.ts, the
// worker bundles its own (src/sw/worker-words.ts), and code they share reads words here.
export type MessageValues = Record<string, string | number>;

let active: LanguageCode = SOURCE_LANGUAGE;
let intlLocale: string = SOURCE_LANGUAGE;

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

/** Makes `code` the language `t()` speaks, with `messages` added to its words when given. */
export function speak(code: LanguageCode, locale: string, messages?: Messages): void {
  if (messages) i18n.load(code, messages);
  active = code;
  intlLocale = locale;
  i18n.activate(code, [locale, code]);
}
