import { UNIT_LABELS, type UnitPreferences } from '../../../lib/units';
import { useUnitPreferences } from '../use-unit-preferences';

const GROUPS: { kind: keyof UnitPreferences; legend: string; names: Record<string, string> }[] = [
  { kind: 'temperature', legend: 'Temperature', names: { celsius: 'Celsius', fahrenheit: 'Fahrenheit' } },
  {
    kind: 'wind',
    legend: 'Wind speed',
    names: { kmh: 'Kilometres per hour', ms: 'Metres per second', mph: 'Miles per hour', kn: 'Knots' },
  },
  { kind: 'precipitation', legend: 'Precipitation', names: { mm: 'Millimetres', inch: 'Inches' } },
  { kind: 'pressure', legend: 'Pressure', names: { hpa: 'Hectopascals', inhg: 'Inches of mercury' } },
  { kind: 'distance', legend: 'Distance', names: { km: 'Kilometres', mi: 'Miles' } },
];

/** Units for every panel; each choice is saved as soon as it is made. */
export function SettingsPanel() {
  const [units, setUnits] = useUnitPreferences();
  return (
    <section className="card settings" aria-labelledby="settings-units">
      <h2 id="settings-units">Units</h2>
      <p className="muted">Saved on this device. Times always use the place’s own time zone and your language’s clock.</p>
      {GROUPS.map(({ kind, legend, names }) => (
        <fieldset key={kind} className="settings__group">
          <legend>{legend}</legend>
          {Object.entries(UNIT_LABELS[kind]).map(([unit, label]) => (
            <label key={unit} className="settings__choice">
              <input
                type="radio"
                name={kind}
                value={unit}
                checked={units[kind] === unit}
                onChange={() => setUnits({ ...units, [kind]: unit })}
              />
              {names[unit]} ({label})
            </label>
          ))}
        </fieldset>
      ))}
    </section>
  );
}
