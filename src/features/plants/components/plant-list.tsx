import { t } from '../../../i18n/i18n';
import { useOnline } from '../../../offline/use-online';
import type { OutboxItem } from '../outbox/outbox-state';
import { discardPlant } from '../outbox/plant-outbox';
import { describeItem } from '../plant-status';
import { usePlantToken } from '../use-plant-outbox';

interface PlantListProps {
  items: readonly OutboxItem[];
  onEdit: (key: string) => void;
}

/** Every plant created on this device, oldest first, with where it stands. */
export function PlantList({ items, onEdit }: PlantListProps) {
  const online = useOnline();
  const token = usePlantToken();
  const tokenBlocked = token.token === undefined || token.refused;
  if (items.length === 0) return <p className="muted plant-list__note">{t('plants.list.empty')}</p>;
  return (
    <ol className="plant-list" aria-label={t('plants.list.label')}>
      {items.map((item) => {
        const { label, detail } = describeItem(item, { online, tokenBlocked });
        return (
          <li key={item.key} className="plant-list__item" data-status={item.status}>
            <div>
              <strong>{item.plant.name}</strong> <span className="muted">{t('plants.list.id', { id: item.plant.id })}</span>
              {item.plant.tag !== undefined && <span className="muted"> · {t('plants.list.tag', { tag: item.plant.tag })}</span>}
            </div>
            <div className={`plant-list__state plant-list__state--${item.status}`}>
              <span className="plant-list__label">{label}</span>
              {detail && <span className="plant-list__detail"> — {detail}</span>}
            </div>
            {item.status === 'failed' && (
              <div className="plant-list__actions">
                <button type="button" className="button--quiet" onClick={() => onEdit(item.key)}>
                  {t('plants.editAndResend', { name: item.plant.name })}
                </button>
                <button type="button" className="button--quiet" onClick={() => void discardPlant(item.key)}>
                  {t('plants.discard', { name: item.plant.name })}
                </button>
              </div>
            )}
          </li>
        );
      })}
    </ol>
  );
}
