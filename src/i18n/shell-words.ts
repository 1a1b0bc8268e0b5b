import type { MessageId } from './message-id';

/** One word of index.html's shell: where it stands, its message, and the attribute it fills (else the element's text). */
export type ShellWord = readonly [selector: string, message: MessageId, attribute?: string];

/** The words index.html shows before the app runs; build/shell-words.ts writes them in every language into the page. */
export const SHELL_WORDS: readonly ShellWord[] = [
  ['.skip-link', 'app.skipToContent'],
  ['label[for="shell-search"]', 'shell.search'],
  ['#shell-search', 'shell.search', 'placeholder'],
  ['.main-nav', 'app.nav.label', 'aria-label'],
  ['.main-nav__link[href="/"]', 'app.nav.home'],
  ['.main-nav__link[href="/settings"]', 'app.nav.settings'],
  ['.main-nav__link[href="/about"]', 'app.nav.about'],
  ['.home h1', 'shell.heading'],
  ['.my-location button', 'shell.useMyLocation'],
  ['.skeleton .visually-hidden', 'shell.loading'],
  ['meta[name="description"]', 'shell.description', 'content'],
];

/** A shell word as the page's script applies it: its place and its text in one language. */
export type ShellText = readonly [selector: string, text: string, attribute?: string];
