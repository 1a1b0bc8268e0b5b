import type about from './catalogues/en/about.json';
import type air from './catalogues/en/air.json';
import type airports from './catalogues/en/airports.json';
import type app from './catalogues/en/app.json';
import type forecast from './catalogues/en/forecast.json';
import type home from './catalogues/en/home.json';
import type map from './catalogues/en/map.json';
import type place from './catalogues/en/place.json';
import type places from './catalogues/en/places.json';
import type plants from './catalogues/en/plants.json';
import type search from './catalogues/en/search.json';
import type settings from './catalogues/en/settings.json';
import type shell from './catalogues/en/shell.json';
import type states from './catalogues/en/states.json';
import type time from './catalogues/en/time.json';
import type update from './catalogues/en/update.json';
import type warnings from './catalogues/en/warnings.json';
import type weather from './catalogues/en/weather.json';

/** Every message id: the keys of the English catalogues (src/i18n/catalogues/en/), one line per area file. */
type Catalogues = typeof about &
  typeof air &
  typeof airports &
  typeof app &
  typeof forecast &
  typeof home &
  typeof map &
  typeof place &
  typeof places &
  typeof plants &
  typeof search &
  typeof settings &
  typeof shell &
  typeof states &
  typeof time &
  typeof update &
  typeof warnings &
  typeof weather;

export type MessageId = Extract<keyof Catalogues, string>;
