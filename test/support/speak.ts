import { act } from '@testing-library/react';
import { afterEach } from 'vitest';
import { activateLanguage } from '../../src/i18n/i18n';
import type { LanguageCode } from '../../src/i18n/languages';

/** Switches the app to `language` as the Settings picker does, so components render in it. */
export async function speak(language: LanguageCode): Promise<void> {
  await act(() => activateLanguage(language));
}

/** After each test of the calling suite, English again and no choice kept, so no test inherits a language. */
export function backToEnglishAfterEach(): void {
  afterEach(async () => {
    localStorage.clear();
    await speak('en');
  });
}
