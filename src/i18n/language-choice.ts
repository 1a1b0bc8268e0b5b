import { browserPreferences, isLanguageCode, negotiateLanguage, type LanguageCode } from './languages';

// The language picked in Settings, or none (follow the browser); in localStorage because the first
// screen and the shell's words need it before anything asynchronous can run.
const KEY = 'skycache.language';

export function readLanguageChoice(): LanguageCode | null {
  try {
    const saved = localStorage.getItem(KEY);
    return isLanguageCode(saved) ? saved : null;
  } catch {
    // Storage blocked (private mode, sandboxed frame): follow the browser.
    return null;
  }
}

export function saveLanguageChoice(code: LanguageCode | null): void {
  try {
    if (code) localStorage.setItem(KEY, code);
    else localStorage.removeItem(KEY);
  } catch {
    // Not kept across reloads; the choice still applies now.
  }
}

/** The browser's own choice among ours ("pt-PT" → Português, unknown → English). */
export function browserLanguage(): LanguageCode {
  return negotiateLanguage(browserPreferences());
}

/** The person's pick in Settings, else the browser's (also read by index.html's shell script). */
export function chosenLanguage(): LanguageCode {
  return readLanguageChoice() ?? browserLanguage();
}

/** Another tab changed the choice: `listener` gets the new one. */
export function onLanguageChoiceElsewhere(listener: (code: LanguageCode | null) => void): () => void {
  const handle = (event: StorageEvent) => {
    if (event.key === KEY || event.key === null) listener(readLanguageChoice());
  };
  window.addEventListener('storage', handle);
  return () => window.removeEventListener('storage', handle);
}
