/** Where the picked models are stored (IndexedDB `kv`); its own module, so a start can read them without their code. */
export const MODEL_CHOICE_KEY = 'settings.forecast-models';
