import { useState } from 'react';
import { t } from '../../../i18n/i18n';
import { useOnline } from '../../../offline/use-online';
import { describeItem } from '../plant-status';
import { usePlantOutbox, usePlantsSetAside, usePlantToken } from '../use-plant-outbox';
import { PlantForm } from './plant-form';
import { PlantList } from './plant-list';
import { TokenField } from './token-field';
import './plants.css';

/** Create plants online or not: each is kept on this device and sent once, in order, when network and token allow. */
export function PlantStoreScreen() {
  const items = usePlantOutbox();
  const setAside = usePlantsSetAside();
  const token = usePlantToken();
  const online = useOnline();
  const [chosenKey, setChosenKey] = useState<string>();
  const [watchedKey, setWatchedKey] = useState<string>();
  const [dismissedKey, setDismissedKey] = useState<string>();

  const watched = items?.find((item) => item.key === watchedKey);
  // A refused plant returns to the form with the store's word until the person cancels or resubmits.
  const reopenedKey = watched?.status === 'failed' && dismissedKey !== watched.key ? watched.key : undefined;
  const editingKey = chosenKey ?? reopenedKey;
  const editing = items?.find((item) => item.key === editingKey && item.status === 'failed');
  const waiting = items?.filter((item) => item.status !== 'sent' && item.status !== 'failed').length ?? 0;
  const tokenBlocked = token.token === undefined || token.refused;

  return (
    <>
      <h1 className="screen-title">{t('plants.heading')}</h1>
      <TokenField waiting={waiting} />
      <PlantForm
        key={editing?.key ?? 'new'}
        usedIds={new Set(items?.map((item) => item.plant.id))}
        editing={editing}
        onSubmitted={(key) => {
          setChosenKey(undefined);
          setWatchedKey(key);
          setDismissedKey(undefined);
        }}
        onCancelEdit={() => {
          setChosenKey(undefined);
          setDismissedKey(watchedKey);
        }}
      />
      {/* Empty, it takes no room but stays a live region, so its first words are announced. */}
      <p role="status" className={watched ? 'plant-form__status' : 'plant-form__status visually-hidden'}>
        {watched && t('plants.watched', { name: watched.plant.name, id: watched.plant.id, status: describeItem(watched, { online, tokenBlocked }).label })}
      </p>
      <h2 className="plant-list__heading">{t('plants.fromDevice')}</h2>
      {setAside > 0 && (
        <p role="alert" className="plant-form__set-aside">
          {t('plants.setAside', { count: setAside })}
        </p>
      )}
      {items === undefined ? <p className="muted plant-list__note">{t('plants.loading')}</p> : <PlantList items={items} onEdit={setChosenKey} />}
    </>
  );
}
