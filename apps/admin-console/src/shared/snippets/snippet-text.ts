import { RISK_LEVEL_LABELS, scoreAnalysis, type AnalysisFormData } from '@profileproof/analysis';
import { ADMIN_REPLY_MAX_LENGTH, type SnippetVariable } from '@profileproof/contracts';

/** `{name}` -> its value for the variables given; anything else (unknown names, `{}`) stays as written. */
export function fillSnippet(
  body: string,
  values: Partial<Record<SnippetVariable, string | number | null>>,
): string {
  return body.replace(/\{([a-z_]+)\}/g, (whole, name: string) => {
    const value = (values as Record<string, string | number | null | undefined>)[name];
    return value === undefined || value === null ? whole : String(value);
  });
}

/**
 * What a snippet's variables stand for, from the checklist on screen, written as the report
 * writes them: the score and the spam likelihood out of 100, 'Low'/'Medium'/'High', 'Yes'/'No'.
 */
export function snippetValues(
  form: AnalysisFormData,
  profileUrl: string,
): Record<SnippetVariable, string | number> {
  const scores = scoreAnalysis(form);
  return {
    profile_url: profileUrl.trim(),
    score: scores.qualityScore,
    spam_score: scores.spamScore,
    risk_level: RISK_LEVEL_LABELS[scores.riskLevel],
    outreach: scores.goodForOutreach ? 'Yes' : 'No',
  };
}

export interface Insertion {
  report: string;
  /** Where the caret goes: just after the inserted text. */
  caret: number;
}

/**
 * `text` put in place of the selection `start`–`end` of `report` (at the caret when nothing is
 * selected); null when the report would pass ADMIN_REPLY_MAX_LENGTH, which the API refuses.
 */
export function insertText(
  report: string,
  start: number,
  end: number,
  text: string,
): Insertion | null {
  const from = Math.min(Math.max(start, 0), report.length);
  const to = Math.min(Math.max(end, from), report.length);
  const next = `${report.slice(0, from)}${text}${report.slice(to)}`;
  if (next.length > ADMIN_REPLY_MAX_LENGTH) return null;
  return { report: next, caret: from + text.length };
}
