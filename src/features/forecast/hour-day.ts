import { placeDate } from '../../lib/local-time';
import { readsAsTonight } from '../../lib/tonight';
import { nextDate } from '../../lib/zoned-time';
import type { ForecastView } from './forecast-view';

/** 'tomorrow' for an hour of the place's next day that does not read as tonight: "until 11:00 tomorrow". */
export function hourDay(view: ForecastView, instant: number): 'tomorrow' | 'other' {
  const onNextDate = placeDate(instant, view.clock) === nextDate(view.today);
  return onNextDate && !readsAsTonight(instant, view.now, view.clock) ? 'tomorrow' : 'other';
}
