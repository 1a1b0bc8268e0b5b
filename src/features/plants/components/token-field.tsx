import { useId, useState, type FormEvent } from 'react';
import { t } from '../../../i18n/i18n';
import { plantTokens } from '../outbox/plant-outbox';
import { usePlantToken } from '../use-plant-outbox';

/** The bearer token: typed here, kept in memory and this tab's session unless remembered. */
export function TokenField({ waiting }: { waiting: number }) {
  const state = usePlantToken();
  const [draft, setDraft] = useState('');
  const [remember, setRemember] = useState(false);
  const [shown, setShown] = useState(false);
  const inputId = useId();
  const noticeId = useId();

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (draft.trim() === '') return;
    void plantTokens.set(draft.trim(), remember).then(() => setDraft(''));
  };

  const notice = state.refused
    ? t('plants.token.refused')
    : state.token === undefined && waiting > 0
      ? t('plants.token.needed')
      : undefined;

  return (
    <form className="plant-token" onSubmit={save} aria-label={t('plants.token.label')}>
      <p className="muted">
        {t(state.token === undefined ? 'plants.token.none' : state.remembered ? 'plants.token.remembered' : 'plants.token.session')}
      </p>
      {notice && (
        <p id={noticeId} className="plant-token__notice" role="alert">
          {notice}
        </p>
      )}
      <label htmlFor={inputId}>{t('plants.token.field')}</label>
      <div className="plant-token__row">
        <input
          id={inputId}
          type={shown ? 'text' : 'password'}
          autoComplete="off"
          spellCheck={false}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          aria-describedby={notice ? noticeId : undefined}
        />
        <button type="button" className="button--quiet" aria-pressed={shown} onClick={() => setShown(!shown)}>
          {t(shown ? 'plants.token.hide' : 'plants.token.show')}
        </button>
      </div>
      <label className="plant-token__remember">
        <input type="checkbox" checked={remember} onChange={(event) => setRemember(event.target.checked)} /> {t('plants.token.remember')}
      </label>
      <div className="plant-token__row">
        <button type="submit">{t('plants.token.use')}</button>
        {state.token !== undefined && (
          <button type="button" className="button--quiet" onClick={() => void plantTokens.forget()}>
            {t('plants.token.forget')}
          </button>
        )}
      </div>
    </form>
  );
}
