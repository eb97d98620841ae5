/** The quota period: the calendar month in UTC, from the 1st 00:00 UTC to the next 1st. */
export interface QuotaPeriod {
  start: Date;
  resetsAt: Date;
}

export function quotaPeriodAt(now: Date): QuotaPeriod {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  // Date.UTC rolls month 12 over into January of the next year.
  return {
    start: new Date(Date.UTC(year, month, 1)),
    resetsAt: new Date(Date.UTC(year, month + 1, 1)),
  };
}
