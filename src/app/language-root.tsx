import { Fragment, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { activateLanguage, activeLanguage, subscribeToLanguage } from '../i18n/i18n';
import { browserLanguage, onLanguageChoiceElsewhere } from '../i18n/language-choice';

/** Re-renders the tree in a newly chosen language (here or in another tab) without a reload; state above stays. */
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
