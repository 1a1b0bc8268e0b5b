import { formatTemperature } from '../../../lib/unit-format';
import { QueryContent } from '../../../ui/query-content';
import { useUnits } from '../../../ui/units-context';
import { useEmbedCurrent } from '../api/get-embed-current';
import type { EmbedParams } from '../api/keys';

/** One line of "now" for a list of places, with its age; shares the embed query (and cache) with the full card. */
export function CurrentConditionsSummary({ target }: { target: EmbedParams }) {
  const query = useEmbedCurrent({ params: target });
  const units = useUnits();
  return (
    <QueryContent query={query} variant="row" what="The weather" errorTitle="Weather unavailable" loadingLabel="Loading the weather…">
      {({ current }) => (
        <span className="conditions-summary">
          {formatTemperature(current.temp, units)} · {current.condition}
        </span>
      )}
    </QueryContent>
  );
}
