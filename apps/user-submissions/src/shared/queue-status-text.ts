/** What the customer reads: "3 ahead of you · expected by 14:30" (`time` already formatted). */
export function queueStatusText(ahead: number, time: string): string {
  const place = ahead === 0 ? 'Next in line' : `${ahead} ahead of you`;
  return `${place} · expected by ${time}`;
}
