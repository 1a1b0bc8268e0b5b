import { Fragment, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { activateLanguage, activeLanguage, subscribeToLanguage } from '../i18n/i18n';
import { browserLanguage, onLanguageChoiceElsewhere } from '../i18n/language-choice';

/**
 * Draws the app afresh in a newly chosen language, without a reload: every word is read through
 * `t()` while rendering, so a new tree speaks the new language throughout. Saved data, the query
 * cache and the route live above it and stay. A choice made in another tab applies here too.
 */
export function LanguageRoot({ children }: { children: ReactNode }) {
  const language = useSyncExternalStore(subscribeToLanguage, activeLanguage, activeLanguage);
  useEffect(
    () =>
      onLanguageChoiceElsewhere((code) => {
        // Offline with the other tab's catalogue never downloaded here: this tab keeps its language.
        activateLanguage(code ?? browserLanguage()).catch(() => undefined);
      }),
    [],
  );
  return <Fragment key={language}>{children}</Fragment>;
}
