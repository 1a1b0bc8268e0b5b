const HOUR = 3_600_000;

/** The hour now in a zone, as the hourly table writes it ("14:00"). */
export function hourIn(timeZone: string, now: number): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit' }).format(now - (now % HOUR));
}
