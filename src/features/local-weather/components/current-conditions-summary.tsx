import { useEmbedCurrent } from '../api/get-embed-current';
import type { EmbedParams } from '../api/keys';

/** One line of "now" for a list of places; shares the embed query (and cache) with the full card. */
export function CurrentConditionsSummary({ target }: { target: EmbedParams }) {
  const query = useEmbedCurrent({ params: target });
  if (query.data) {
    const { temp, condition } = query.data.data.current;
    return (
      <span className="conditions-summary">
        <span aria-label={`${temp} degrees Celsius`}>{temp}°</span> · {condition}
      </span>
    );
  }
  if (query.isError) return <span className="muted">Weather unavailable</span>;
  return <span className="muted">Loading the weather…</span>;
}
