import { readsAsTonight } from '../../lib/tonight';
import { nextDate, zonedIso } from '../../lib/zoned-time';
import type { ForecastView } from './forecast-view';

/** 'tomorrow' for an hour of the place's next day that does not read as tonight: "until 11:00 tomorrow". */
export function hourDay(view: ForecastView, instant: number): 'tomorrow' | 'other' {
  const local = (at: number) => zonedIso(at + view.clock.shiftMs, view.clock.timeZone);
  const hour = local(instant);
  if (hour.slice(0, 10) !== nextDate(view.today)) return 'other';
  return readsAsTonight(Number(hour.slice(11, 13)), Number(local(view.now).slice(11, 13))) ? 'other' : 'tomorrow';
}
