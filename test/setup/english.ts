// The page's words: English active with every area, as the app has them once a screen's code has loaded.
import { loadScreenWords } from '../../src/i18n/i18n';

await loadScreenWords();
