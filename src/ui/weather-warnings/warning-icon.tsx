import type { WarningKind } from '../../lib/weather-warnings/warning';

/** One outline symbol per hazard, drawn in the text's colour; the title beside it says what it is. */
const PATHS: Record<WarningKind, string> = {
  frost: 'M12 2v20M3.3 7l17.4 10M3.3 17L20.7 7M9 3.5l3 2 3-2M9 20.5l3-2 3 2',
  heat: 'M12 3v2M12 19v2M3 12h2M19 12h2M5.6 5.6l1.4 1.4M17 17l1.4 1.4M5.6 18.4L7 17M17 7l1.4-1.4M12 8a4 4 0 1 0 0 8a4 4 0 1 0 0-8',
  rain: 'M7 4c-2 3-3 4.6-3 6a3 3 0 0 0 6 0c0-1.4-1-3-3-6zM17 4c-2 3-3 4.6-3 6a3 3 0 0 0 6 0c0-1.4-1-3-3-6zM12 13c-2 3-3 4.6-3 6a3 3 0 0 0 6 0c0-1.4-1-3-3-6z',
  thunderstorm: 'M13 2L5 13h6l-2 9 9-12h-6l1-8z',
  wind: 'M3 8h11a3 3 0 1 0-3-3M3 12h16a3 3 0 1 1-3 3M3 16h8',
  air: 'M4 7h4M11 7h9M4 12h10M17 12h3M4 17h6M13 17h7',
};

export function WarningIcon({ kind, size = 24 }: { kind: WarningKind; size?: number }) {
  return (
    <svg className="warning-icon" width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={PATHS[kind]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
