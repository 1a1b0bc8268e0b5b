import { useEffect, useId, useRef } from 'react';
import { t } from '../../../i18n/i18n';
import type { HourlyMeasure } from '../hourly-measures';

/** Room (px) left beside the chosen measure scrolled into a phone's one-line picker: the next one peeks in. */
const EDGE = 48;

/** The measures the 24-hour chart can show, as one radio group: arrow keys move between them. */
export function MeasurePicker({ offered, value, onChange }: { offered: readonly HourlyMeasure[]; value: HourlyMeasure; onChange: (next: HourlyMeasure) => void }) {
  const name = useId();
  const ref = useRef<HTMLFieldSetElement>(null);
  const drawn = useRef(false);
  const first = value === offered[0];
  // A remembered choice at the far end of a scrolling line is shown, without moving the page itself.
  // After the paint: measuring in the commit forced the place screen's whole layout into its first task.
  useEffect(() => {
    const fresh = !drawn.current;
    drawn.current = true;
    // A new line starts scrolled to its first measure: measuring it would only force a layout.
    if (fresh && first) return;
    const line = ref.current;
    const chosen = line?.querySelector('input:checked')?.parentElement;
    if (!line || !chosen) return;
    const [box, option] = [line.getBoundingClientRect(), chosen.getBoundingClientRect()];
    if (option.left < box.left) line.scrollLeft -= box.left - option.left + EDGE;
    else if (option.right > box.right) line.scrollLeft += option.right - box.right + EDGE;
  }, [value, first]);
  return (
    <fieldset className="measure-picker" ref={ref}>
      <legend className="visually-hidden">{t('forecast.measure.legend')}</legend>
      {offered.map((measure) => (
        <label key={measure} className="measure-picker__option">
          <input type="radio" name={name} value={measure} checked={measure === value} onChange={() => onChange(measure)} />
          <span>{t('forecast.measure.name', { measure })}</span>
        </label>
      ))}
    </fieldset>
  );
}
