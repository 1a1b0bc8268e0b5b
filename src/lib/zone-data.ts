/** The locale zone offsets are read in (src/lib/zoned-time.ts), whatever the app's language. */
export const OFFSET_LOCALE = 'en-US';

/**
 * Loads what reading a zone's offset needs. As a page's first Intl object it is costly (the
 * engine loads its locale data), so it is asked for ahead, while the page waits on the network.
 */
export function loadZoneData(): void {
  new Intl.DateTimeFormat(OFFSET_LOCALE, { timeZone: 'UTC', timeZoneName: 'longOffset' }).formatToParts(0);
}
