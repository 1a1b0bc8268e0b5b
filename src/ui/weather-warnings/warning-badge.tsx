import type { WeatherWarning } from '../../lib/weather-warnings/warning';
import { t } from '../../i18n/i18n';
import { warningTitle } from '../../lib/weather-warnings/warning-words';
import { WarningIcon } from './warning-icon';
import './weather-warnings.css';

/** One line naming a place's hazards, most severe first, severity in words as well as colour. */
export function WarningBadge({ warnings }: { warnings: readonly WeatherWarning[] }) {
  const [first] = warnings;
  if (!first) return null;
  // One name per kind: the first listed is its most severe.
  const kinds = warnings.filter((warning, i) => warnings.findIndex((other) => other.kind === warning.kind) === i);
  const names = kinds.map(({ kind, severity }) => (severity === 'severe' ? t('warnings.badge.severe', { title: warningTitle(kind) }) : warningTitle(kind)));
  return (
    <p className={`warning-badge weather-warning--${first.severity}`}>
      <WarningIcon kind={first.kind} size={16} />
      <span className="visually-hidden">{t('warnings.badge.text', { names: names.join(' · ') })}</span>
      <span aria-hidden="true">{names.join(' · ')}</span>
    </p>
  );
}
