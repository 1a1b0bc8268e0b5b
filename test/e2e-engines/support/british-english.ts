import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const LOCALE = 'en_GB.UTF-8';

/** The one language every engine runs in, so that they show the same times, numbers and units. */
export const LANGUAGE_TAG = 'en-GB';

/**
 * The environment that gives a browser process the C library's British English locale: WebKitGTK
 * takes its language from it, Firefox its `Intl` default (with `intl.regional_prefs.use_os_locales`),
 * and both fall back to en-US when it is not installed (Debian installs none by default). Then it
 * is compiled once from the `locales` package's sources into a folder of the suite's own
 * (`LOCPATH`), which needs no root.
 */
export function britishEnglishEnvironment(): Record<string, string> {
  const installed = execFileSync('locale', ['-a'], { encoding: 'utf8' }).split('\n').some((name) => /^en_GB\.utf-?8$/i.test(name));
  if (installed) return { LC_ALL: LOCALE, LANG: LOCALE };
  const folder = join(tmpdir(), 'skycache-locales');
  if (!existsSync(join(folder, LOCALE, 'LC_CTYPE'))) {
    mkdirSync(folder, { recursive: true });
    execFileSync('localedef', ['-i', 'en_GB', '-f', 'UTF-8', join(folder, LOCALE)]);
  }
  return { LOCPATH: folder, LC_ALL: LOCALE, LANG: LOCALE };
}
