import type app from './catalogues/en/app.json';
import type settings from './catalogues/en/settings.json';
import type shell from './catalogues/en/shell.json';
import type states from './catalogues/en/states.json';
import type time from './catalogues/en/time.json';
import type warnings from './catalogues/en/warnings.json';
import type weather from './catalogues/en/weather.json';

/**
 * Every message the app may ask for: the keys of the English catalogues, one file per area of
 * the app (src/i18n/catalogues/en/). A new area's file is added here as well, one line each.
 */
type Catalogues = typeof app &
  typeof settings &
  typeof shell &
  typeof states &
  typeof time &
  typeof warnings &
  typeof weather;

export type MessageId = Extract<keyof Catalogues, string>;
