import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import * as v from 'valibot';
import { NewPlantSchema, type NewPlant } from '../../../api/schemas/plants';
import { t } from '../../../i18n/i18n';
import type { MessageId } from '../../../i18n/message-id';
import type { OutboxItem } from '../outbox/outbox-state';
import { resubmitPlant, submitPlant } from '../outbox/plant-outbox';
import { pickFreeId, readPlantId } from '../plant-id';
import { fieldOfMessage, type PlantField } from '../server-message-field';

type Errors = Partial<Record<PlantField | 'form', string>>;

interface PlantFormProps {
  /** Ids of the plants from this device, for "Pick a free id". */
  usedIds: ReadonlySet<number>;
  /** A failed plant being edited: its values and the store's message fill the form. */
  editing?: OutboxItem;
  onSubmitted: (key: string) => void;
  onCancelEdit: () => void;
}

function serverErrors(item: OutboxItem | undefined): Errors {
  const problem = item?.problem;
  if (!problem || problem.kind !== 'rejected') return {};
  const message = t('plants.form.storeSays', { message: problem.message });
  return { [fieldOfMessage(problem.message) ?? 'form']: message };
}

/** What a field refused by the store's schema tells the person (the schema's own words are the API's, in English). */
const ISSUE_MESSAGES: Record<PlantField | 'form', MessageId> = {
  id: 'plants.error.idWhole',
  name: 'plants.error.nameEmpty',
  tag: 'plants.error.tag',
  form: 'plants.error.form',
};

function fieldOfIssue(issue: v.BaseIssue<unknown>): PlantField | 'form' {
  const key = issue.path?.[0]?.key;
  return key === 'id' || key === 'name' || key === 'tag' ? key : 'form';
}

export function PlantForm({ usedIds, editing, onSubmitted, onCancelEdit }: PlantFormProps) {
  const queryClient = useQueryClient();
  const [idText, setIdText] = useState(editing ? String(editing.plant.id) : '');
  const [name, setName] = useState(editing?.plant.name ?? '');
  const [tag, setTag] = useState(editing?.plant.tag ?? '');
  const [errors, setErrors] = useState<Errors>(() => serverErrors(editing));
  const ids = { id: useId(), name: useId(), tag: useId(), form: useId() };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsedId = readPlantId(idText);
    const found: Errors = {};
    if ('error' in parsedId) found.id = parsedId.error;
    // The store's own rules, from its schema: the form never restates them.
    const candidate = { id: 'error' in parsedId ? 0 : parsedId.id, name, ...(tag === '' ? {} : { tag }) };
    const checked = v.safeParse(NewPlantSchema, candidate);
    for (const issue of checked.issues ?? []) {
      const field = fieldOfIssue(issue);
      found[field] ??= t(ISSUE_MESSAGES[field]);
    }
    setErrors(found);
    if (!checked.success || found.id) {
      document.getElementById(found.id ? ids.id : found.name ? ids.name : ids.tag)?.focus();
      return;
    }
    const plant: NewPlant = checked.output;
    if (editing) await resubmitPlant(queryClient, editing.key, plant);
    const key = editing?.key ?? (await submitPlant(queryClient, plant));
    setIdText('');
    setName('');
    setTag('');
    onSubmitted(key);
  };

  const inputProps = (field: PlantField, value: string, setValue: (next: string) => void) => ({
    id: ids[field],
    autoComplete: 'off',
    value,
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(event.target.value),
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${ids[field]}-error` : undefined,
  });
  const fieldError = (field: PlantField) =>
    errors[field] && (
      <p id={`${ids[field]}-error`} className="field-error">
        {errors[field]}
      </p>
    );

  return (
    <form className="plant-form" noValidate onSubmit={(event) => void submit(event)} aria-labelledby={ids.form}>
      <h2 id={ids.form}>{editing ? t('plants.editAndResend', { name: editing.plant.name }) : t('plants.form.new')}</h2>
      {errors.form && (
        <p className="field-error" role="alert">
          {errors.form}
        </p>
      )}
      <label htmlFor={ids.id}>{t('plants.form.id')}</label>
      <div className="plant-form__row">
        <input {...inputProps('id', idText, setIdText)} inputMode="numeric" />
        <button type="button" className="button--quiet" onClick={() => setIdText(String(pickFreeId(usedIds)))}>
          {t('plants.form.pickId')}
        </button>
      </div>
      {fieldError('id')}
      <label htmlFor={ids.name}>{t('plants.form.name')}</label>
      <input {...inputProps('name', name, setName)} required />
      {fieldError('name')}
      <label htmlFor={ids.tag}>
        {t('plants.form.tag')} <span className="muted">{t('plants.form.optional')}</span>
      </label>
      <input {...inputProps('tag', tag, setTag)} />
      {fieldError('tag')}
      <div className="plant-form__row">
        <button type="submit">{t(editing ? 'plants.form.resend' : 'plants.form.create')}</button>
        {editing && (
          <button type="button" className="button--quiet" onClick={onCancelEdit}>
            {t('plants.form.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
