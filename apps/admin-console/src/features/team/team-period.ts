/** The team view's period as the address holds it (?from=&to=, 'YYYY-MM-DD'); empty = the API's default. */
export interface TeamPeriod {
  from: string;
  to: string;
}

const DAY = /^\d{4}-\d\d-\d\d$/;

export function readTeamPeriod(params: URLSearchParams): TeamPeriod {
  const pick = (name: string) => {
    const value = params.get(name) ?? '';
    return DAY.test(value) ? value : '';
  };
  return { from: pick('from'), to: pick('to') };
}

export function periodToParams(period: TeamPeriod): URLSearchParams {
  const params = new URLSearchParams();
  if (period.from) params.set('from', period.from);
  if (period.to) params.set('to', period.to);
  return params;
}

/** 35 → '35 min', 125 → '2 h 5 min', 1500 → '25 h'; null → null. */
export function formatMinutes(minutes: number | null): string | null {
  if (minutes === null) return null;
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 || hours >= 24 ? `${hours} h` : `${hours} h ${rest} min`;
}
