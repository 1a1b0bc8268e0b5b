import { useEffect } from 'react';

export const APP_NAME = 'Skycache';

/** Sets the tab's title; undefined leaves it to a screen further down that knows better. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (title !== undefined) document.title = `${title} · ${APP_NAME}`;
  }, [title]);
}
