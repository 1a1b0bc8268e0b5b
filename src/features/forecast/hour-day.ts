import { readsAsTonight } from '../../lib/tonight';
import { nextDate, zonedDate } from '../../lib/zoned-time';
import type { ForecastView } from './forecast-view';

/** 'tomorrow' for an hour of the place's next day that does not read as tonight: "until 11:00 tomorrow". */
export function hourDay(view: ForecastView, instant: number): 'tomorrow' | 'other' {
  const onNextDate = zonedDate(instant + view.clock.shiftMs, view.clock.timeZone) === nextDate(view.today);
  return onNextDate && !readsAsTonight(instant, view.now, view.clock) ? 'tomorrow' : 'other';
}
