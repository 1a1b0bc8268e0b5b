import { chosenLanguage } from './language-choice';
import { languageOf, type LanguageCode } from './languages';
import type { ShellText } from './shell-words';

/**
 * index.html's own script, inlined by scripts/shell-words.ts after the shell's markup: before the
 * first paint it gives the page the person's language (their pick, else the browser's) and
 * direction, and writes the shell's words in it. English, the page's own, needs no words.
 */
declare const SHELL_TEXT: Partial<Record<LanguageCode, readonly ShellText[]>>;

const code = chosenLanguage();
const words = SHELL_TEXT[code];
if (words) {
  document.documentElement.lang = code;
  document.documentElement.dir = languageOf(code).dir;
  for (const [selector, text, attribute] of words) {
    const element = document.querySelector(selector);
    // The text is the element's last node: a nav link's icon stays before it.
    if (attribute) element?.setAttribute(attribute, text);
    else if (element?.lastChild) element.lastChild.textContent = text;
  }
}
