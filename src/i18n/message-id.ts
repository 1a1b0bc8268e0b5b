import type app from './catalogues/en/app.json';
import type settings from './catalogues/en/settings.json';
import type states from './catalogues/en/states.json';

/**
 * Every message the app may ask for: the keys of the English catalogues, one file per area of
 * the app (src/i18n/catalogues/en/). A new area's file is added here as well.
 */
type Catalogues = typeof app & typeof settings & typeof states;

export type MessageId = Extract<keyof Catalogues, string>;
