import { t } from '../i18n/i18n';
import { compassName, compassPoint } from '../lib/compass';

/** An arrow pointing where the wind blows to (it is reported by where it comes from). */
export function WindDirection({ degrees }: { degrees: number | null }) {
  if (degrees === null) return null;
  return (
    <span className="wind-direction" title={t('states.wind.fromDegrees', { direction: compassName(degrees), degrees: Math.round(degrees) })}>
      <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" style={{ transform: `rotate(${degrees + 180}deg)` }}>
        <path d="M8 1l4 9H9v5H7v-5H4z" fill="currentColor" />
      </svg>
      <abbr title={t('states.wind.from', { direction: compassName(degrees) })}>{compassPoint(degrees)}</abbr>
    </span>
  );
}
