import type { Plugin } from 'vite';
import { LANGUAGES, SOURCE_LANGUAGE } from '../src/i18n/languages.ts';
import { SHELL_WORDS, type ShellText } from '../src/i18n/shell-words.ts';
import { inlineScript } from './inline-script.ts';
import { readCatalogue } from './vite-plugin-catalogues.ts';

/** A language's messages, every area merged. */
function messagesOf(language: string): Record<string, string> {
  return Object.assign({}, ...Object.values(readCatalogue(language))) as Record<string, string>;
}

/** The shell's words in every language but English (the page's own), from the catalogues. */
export function shellTexts(): Record<string, ShellText[]> {
  const texts: Record<string, ShellText[]> = {};
  for (const { code } of LANGUAGES.filter((language) => language.code !== SOURCE_LANGUAGE)) {
    const messages = messagesOf(code);
    texts[code] = SHELL_WORDS.map(([selector, id, attribute]) => {
      const text = messages[id];
      // The page has no message runtime: a shell word is plain text.
      if (text === undefined || /[{}]/.test(text)) throw new Error(`${code}: the shell word ${id} is missing or not plain text`);
      return attribute ? [selector, text, attribute] : [selector, text];
    });
  }
  return texts;
}

/** The element after the shell script, which the first paint waits for. */
const SHELL_END_ID = 'shell-end';

/** src/i18n/shell-script.ts with the words built in, as one small classic script. */
const shellScript = () =>
  inlineScript(new URL('../src/i18n/shell-script.ts', import.meta.url), 'skycacheShell', { define: { SHELL_TEXT: JSON.stringify(shellTexts()) } });

/**
 * Writes the shell's words in every language into the built index.html, with a small script
 * after the shell that picks the person's language before the first paint (lang, dir, the
 * words): no English flashes before the app's code arrives. The CSP allows it by its hash
 * (build/security-headers.ts).
 */
export function shellWordsPlugin(): Plugin {
  return {
    name: 'skycache:shell-words',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html): Promise<string> {
        // Right before the element index.html's first paint waits for (`<link rel="expect">`): the
        // parser reaches that element only once the script has run.
        const at = html.indexOf(`<noscript id="${SHELL_END_ID}"`);
        if (at === -1) throw new Error(`index.html has no <noscript id="${SHELL_END_ID}"> to put the shell script before`);
        return `${html.slice(0, at)}<script>${await shellScript()}</script>\n    ${html.slice(at)}`;
      },
    },
  };
}
