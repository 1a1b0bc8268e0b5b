import type app from './catalogues/en/app.json';
import type forecast from './catalogues/en/forecast.json';
import type home from './catalogues/en/home.json';
import type settings from './catalogues/en/settings.json';
import type time from './catalogues/en/time.json';
import type warnings from './catalogues/en/warnings.json';
import type weather from './catalogues/en/weather.json';

/**
 * Every message the app may ask for: the keys of the English catalogues, one file per area of
 * the app (src/i18n/catalogues/en/). A new area's file is added here as well.
 */
type Catalogues = typeof app & typeof forecast & typeof home & typeof settings & typeof time & typeof warnings & typeof weather;

export type MessageId = Extract<keyof Catalogues, string>;
