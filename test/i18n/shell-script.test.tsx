import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import arabicApp from '../../src/i18n/catalogues/ar/app.json';
import arabicShell from '../../src/i18n/catalogues/ar/shell.json';
import englishApp from '../../src/i18n/catalogues/en/app.json';
import englishShell from '../../src/i18n/catalogues/en/shell.json';
import frenchApp from '../../src/i18n/catalogues/fr/app.json';
import frenchShell from '../../src/i18n/catalogues/fr/shell.json';
import { SHELL_WORDS } from '../../src/i18n/shell-words';

// The build writes these from the catalogues (build/shell-words.ts, tested in test/build/).
const INDEX = readFileSync(resolve(import.meta.dirname, '../../index.html'), 'utf8');
const english: Record<string, string> = { ...englishApp, ...englishShell };
const arabic: Record<string, string> = { ...arabicApp, ...arabicShell };
const french: Record<string, string> = { ...frenchApp, ...frenchShell };
const textsIn = (messages: Record<string, string>) =>
  SHELL_WORDS.map(([selector, id, attribute]) => [selector, messages[id], attribute]);

/** index.html as the browser has parsed it when the shell script runs. */
function loadShell() {
  const page = new DOMParser().parseFromString(INDEX, 'text/html');
  document.head.innerHTML = page.head.innerHTML;
  document.body.innerHTML = page.body.innerHTML;
  document.documentElement.lang = 'en';
  document.documentElement.dir = '';
}

function wordAt([selector, , attribute]: (typeof SHELL_WORDS)[number]): string | null | undefined {
  const element = document.querySelector(selector);
  return attribute ? element?.getAttribute(attribute) : element?.textContent?.trim();
}

async function runShellScript(languages: readonly string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  vi.stubGlobal('SHELL_TEXT', { ar: textsIn(arabic), fr: textsIn(french) });
  vi.resetModules();
  await import('../../src/i18n/shell-script');
}

beforeEach(loadShell);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
});

describe('index.html’s shell before the app’s code arrives', () => {
  it('holds, in English, exactly the English catalogue’s words', () => {
    expect(SHELL_WORDS.map(wordAt)).toEqual(SHELL_WORDS.map(([, id]) => english[id]));
  });

  it('speaks the browser’s language, right to left in Arabic, keeping the nav’s icons', async () => {
    await runShellScript(['ar-EG', 'en']);
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(SHELL_WORDS.map(wordAt)).toEqual(SHELL_WORDS.map(([, id]) => arabic[id]));
    expect(document.querySelectorAll('.main-nav__link svg')).toHaveLength(3);
  });

  it('speaks the language picked in Settings over the browser’s', async () => {
    localStorage.setItem('skycache.language', 'fr');
    await runShellScript(['de-CH']);
    expect(document.documentElement.lang).toBe('fr');
    expect(document.documentElement.dir).toBe('ltr');
    expect(document.querySelector('.my-location button')?.textContent).toBe('Utiliser ma position');
    expect(document.querySelector('#shell-search')?.getAttribute('placeholder')).toBe('Rechercher un lieu');
  });

  it('leaves the English page as it is for a language the app does not speak', async () => {
    await runShellScript(['ja-JP']);
    expect(document.documentElement.lang).toBe('en');
    expect(SHELL_WORDS.map(wordAt)).toEqual(SHELL_WORDS.map(([, id]) => english[id]));
  });
});
