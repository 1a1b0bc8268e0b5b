import type { EmbedResponse } from '../../../api/schemas/embed';

export function SevenDayStrip({ days }: { days: EmbedResponse['daily'] }) {
  return (
    <section aria-label="Next 7 days">
      <ol className="day-strip">
        {days.map((day) => (
          <li key={day.date} className="day-strip__day">
            <span className="day-strip__name">
              <abbr title={day.date}>{day.day}</abbr>
            </span>
            <span className="day-strip__condition">{day.condition}</span>
            <span>
              <span className="visually-hidden">High </span>
              {day.high}°<span className="muted"> / </span>
              <span className="visually-hidden">Low </span>
              {day.low}°
            </span>
            <span className="muted" title="Chance of precipitation">
              <span className="visually-hidden">Chance of precipitation </span>
              {day.precipitationProbability}%
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
