import { useId, useState, type FormEvent } from 'react';
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
    ? 'The plant store refused this token. Enter a valid token to send the waiting plants.'
    : state.token === undefined && waiting > 0
      ? 'Enter the plant store token to send the waiting plants.'
      : undefined;

  return (
    <form className="plant-token" onSubmit={save} aria-label="Plant store token">
      <p className="muted">
        {state.token === undefined
          ? 'No token set.'
          : `A token is set${state.remembered ? ' and remembered on this device' : ' for this browser session'}.`}
      </p>
      {notice && (
        <p id={noticeId} className="plant-token__notice" role="alert">
          {notice}
        </p>
      )}
      <label htmlFor={inputId}>Bearer token</label>
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
          {shown ? 'Hide' : 'Show'}
        </button>
      </div>
      <label className="plant-token__remember">
        <input type="checkbox" checked={remember} onChange={(event) => setRemember(event.target.checked)} /> Remember on this device
      </label>
      <div className="plant-token__row">
        <button type="submit">Use token</button>
        {state.token !== undefined && (
          <button type="button" className="button--quiet" onClick={() => void plantTokens.forget()}>
            Forget token
          </button>
        )}
      </div>
    </form>
  );
}
