import { severityRank, WARNING_SEVERITIES, type WeatherWarning } from './warning';

type Identity = Pick<WeatherWarning, 'kind' | 'onsetDate' | 'severity'>;

/** A hazard's identity (kind, onset date, severity): stable as its hours pass or shift, new if it grows worse. */
export function warningKey({ kind, onsetDate, severity }: Identity): string {
  return `${kind}:${onsetDate}:${severity}`;
}

/** Whether a warning tells something new: a new hazard, or a known one at a higher severity. */
export function isNewHazard(warning: Identity, toldKeys: Iterable<string>): boolean {
  const told = new Set(toldKeys);
  return !WARNING_SEVERITIES.slice(severityRank(warning.severity)).some((severity) => told.has(warningKey({ ...warning, severity })));
}
