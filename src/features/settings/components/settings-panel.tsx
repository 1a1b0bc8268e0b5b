import { t } from '../../../i18n/i18n';
import type { MessageId } from '../../../i18n/message-id';
import { UNIT_LABELS, type UnitPreferences } from '../../../lib/units';
import { useUnitPreferences } from '../use-unit-preferences';

const LEGENDS: Record<keyof UnitPreferences, MessageId> = {
  temperature: 'settings.units.temperature',
  wind: 'settings.units.wind',
  precipitation: 'settings.units.precipitation',
  pressure: 'settings.units.pressure',
  distance: 'settings.units.distance',
};

/** Every unit's name, checked against the units the app has. */
const UNIT_NAMES = {
  temperature: { celsius: 'settings.units.celsius', fahrenheit: 'settings.units.fahrenheit' },
  wind: { kmh: 'settings.units.kmh', ms: 'settings.units.ms', mph: 'settings.units.mph', kn: 'settings.units.kn' },
  precipitation: { mm: 'settings.units.mm', inch: 'settings.units.inch' },
  pressure: { hpa: 'settings.units.hpa', inhg: 'settings.units.inhg' },
  distance: { km: 'settings.units.km', mi: 'settings.units.mi' },
} as const satisfies { [K in keyof UnitPreferences]: Record<UnitPreferences[K], MessageId> };

const KINDS = Object.keys(LEGENDS) as (keyof UnitPreferences)[];

/** Units for every panel; each choice is saved as soon as it is made. */
export function SettingsPanel() {
  const [units, setUnits] = useUnitPreferences();
  return (
    <section className="card settings" aria-labelledby="settings-units">
      <h2 id="settings-units">{t('settings.units.heading')}</h2>
      <p className="muted">{t('settings.units.note')}</p>
      {KINDS.map((kind) => (
        <fieldset key={kind} className="settings__group">
          <legend>{t(LEGENDS[kind])}</legend>
          {Object.entries(UNIT_LABELS[kind]).map(([unit, label]) => (
            <label key={unit} className="settings__choice">
              <input
                type="radio"
                name={kind}
                value={unit}
                checked={units[kind] === unit}
                onChange={() => setUnits({ ...units, [kind]: unit })}
              />
              {t('settings.units.choice', { name: t((UNIT_NAMES[kind] as Record<string, MessageId>)[unit]!), symbol: label })}
            </label>
          ))}
        </fieldset>
      ))}
    </section>
  );
}
