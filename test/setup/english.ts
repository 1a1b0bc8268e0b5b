// The page's words: English loaded and active, as src/main.tsx has them before the first render.
import '../../src/i18n/i18n';
