// DEFAULT_TIME_ZONE and TIME_ZONE_PARAM of @profileproof/contracts, written here: every contracts
// export a remote imports is provided by the shell on the first visit of any page (/login's budget).
const DEFAULT_TIME_ZONE = 'UTC';
/** The query parameter naming the viewer's zone (TIME_ZONE_PARAM). */
export const TIME_ZONE_PARAM = 'tz';

/**
 * The browser's IANA time zone ('America/Los_Angeles'), sent as `tz` wherever the API counts days:
 * the statistics' days, the reviewed list's from/to and the CSV export. The days the console shows
 * are then the admin's own, as every date beside them is. UTC if the browser names none.
 */
export function viewerTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || DEFAULT_TIME_ZONE;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

/** How the chart says whose days it counts: 'Days in your time zone (America/Los_Angeles)'. */
export function viewerDaysLabel(zone: string = viewerTimeZone()): string {
  return `Days in your time zone (${zone.replaceAll('_', ' ')})`;
}
