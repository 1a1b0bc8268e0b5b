import { useId, useLayoutEffect, useRef, useState } from 'react';
import { activateLanguage, activeLanguage, t } from '../../../i18n/i18n';
import { browserLanguage, readLanguageChoice, saveLanguageChoice } from '../../../i18n/language-choice';
import { isLanguageCode, LANGUAGES, languageOf } from '../../../i18n/languages';

const FOLLOW_BROWSER = 'browser';

/** The app is drawn afresh in the new language: the new picker takes the old one's focus. */
let focusAfterSwitch = false;

/** Each language named in itself, and "as the browser"; a choice applies at once and is kept on this device. */
export function LanguagePicker() {
  const id = useId();
  const select = useRef<HTMLSelectElement>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const choice = readLanguageChoice() ?? FOLLOW_BROWSER;

  useLayoutEffect(() => {
    if (!focusAfterSwitch) return;
    focusAfterSwitch = false;
    select.current?.focus();
  }, []);

  const choose = (value: string) => {
    const code = isLanguageCode(value) ? value : null;
    const next = code ?? browserLanguage();
    const previous = readLanguageChoice();
    setFailed(null);
    focusAfterSwitch = next !== activeLanguage();
    // Saved first: the app redrawn in the new language reads the choice while it renders.
    saveLanguageChoice(code);
    activateLanguage(next).catch(() => {
      focusAfterSwitch = false;
      saveLanguageChoice(previous);
      setFailed(t('settings.language.failed', { language: languageOf(next).name, current: languageOf(activeLanguage()).name }));
    });
  };

  return (
    <section className="card settings" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('settings.language.heading')}</h2>
      <label htmlFor={id} className="settings__label">
        {t('settings.language.label')}
      </label>
      <select id={id} ref={select} className="settings__select" value={choice} onChange={(event) => choose(event.target.value)}>
        <option value={FOLLOW_BROWSER}>{t('settings.language.browser', { language: languageOf(browserLanguage()).name })}</option>
        {LANGUAGES.map((language) => (
          <option key={language.code} value={language.code} lang={language.code}>
            {language.name}
          </option>
        ))}
      </select>
      {failed && (
        <p role="alert" className="settings__problem">
          {failed}
        </p>
      )}
    </section>
  );
}
