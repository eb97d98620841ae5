/** The spec's validation rules: the id in /submission/:id is an integer; '7abc', '1.5' or '-3' are no id at all. */
export function parseSubmissionId(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
