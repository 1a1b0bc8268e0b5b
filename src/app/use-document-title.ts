import { useEffect } from 'react';
import { t } from '../i18n/i18n';

/** Sets the tab's title; undefined leaves it to a screen further down that knows better. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (title !== undefined) document.title = t('app.title', { screen: title });
  }, [title]);
}
