import { chosenLanguage } from './language-choice';
import { languageOf, type LanguageCode } from './languages';
import type { ShellText } from './shell-words';

/**
 * index.html's own script, inlined by build/shell-words.ts after the shell's markup: before the first
 * paint it sets the page's language and direction and writes the shell's words (English needs none).
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

// The shell is the home screen's: any other screen first shows a plain skeleton, as its loading state
// does, and the nav marks that screen instead of Home.
if (location.pathname !== '/') {
  // Main then holds only what a loading state draws, so the app's first render takes it over in place.
  const home = document.querySelector('.home');
  const heading = home?.querySelector('h1');
  const skeleton = home?.querySelector('.skeleton');
  if (home && heading && skeleton) home.replaceWith(heading, skeleton);
  // Three lines, as src/ui/skeleton.tsx draws a screen's loading state; the home card's has four.
  skeleton?.querySelectorAll('.skeleton__line').forEach((line, index) => index >= 3 && line.remove());
  for (const link of document.querySelectorAll('.main-nav__link')) {
    if (link.getAttribute('href') === location.pathname) link.setAttribute('aria-current', 'page');
    else link.removeAttribute('aria-current');
  }
}
