import { severityRank, WARNING_SEVERITIES, type WeatherWarning } from './warning';

type Identity = Pick<WeatherWarning, 'kind' | 'onsetDate' | 'severity'>;

/**
 * A hazard's identity: its kind, the place's date it began and its severity. It stays the same
 * while the hazard's hours pass or the forecast moves it by a few hours; a hazard on another
 * day, or one that grows more severe, gets a new one.
 */
export function warningKey({ kind, onsetDate, severity }: Identity): string {
  return `${kind}:${onsetDate}:${severity}`;
}

/**
 * Whether a warning tells something not told before (given the keys already told): a new
 * hazard or a higher severity. The same hazard at the same or a lower severity is not new.
 */
export function isNewHazard(warning: Identity, toldKeys: Iterable<string>): boolean {
  const told = new Set(toldKeys);
  return !WARNING_SEVERITIES.slice(severityRank(warning.severity)).some((severity) => told.has(warningKey({ ...warning, severity })));
}
