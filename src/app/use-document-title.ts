import { useEffect } from 'react';

export const APP_NAME = 'Skycache';

export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · ${APP_NAME}`;
  }, [title]);
}
