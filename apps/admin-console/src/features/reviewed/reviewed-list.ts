import {
  CARD_TRUNCATION,
  FORMER_ADMIN,
  SCORE_RANGE,
  truncateText,
  type AdminSubmission,
  type ReviewedSubmission,
} from '@profileproof/contracts';
import { parseReportScore } from '@profileproof/analysis';

/** The score stored with the reply (form_data.profileScorePercentage), else the one written in the report, else null. */
export function storedScore(
  submission: Pick<AdminSubmission, 'form_data' | 'admin_reply'>,
): number | null {
  const stored = submission.form_data?.['profileScorePercentage'];
  if (typeof stored === 'number' && Number.isFinite(stored)) {
    return Math.round(Math.min(SCORE_RANGE.max, Math.max(SCORE_RANGE.min, stored)));
  }
  return parseReportScore(submission.admin_reply);
}

const UNDERLINE = /^\s*(?:=+|-+)\s*$/;

/** The report's score line: the row already draws the score. */
const SCORE_LINE = /^Overall profile score:/i;

/**
 * The start of a reply as one line. A generated report opens with a title block (its title, the
 * profile URL, the date) that says nothing the row does not: the excerpt starts at its first
 * section, drops the headings and the score line, and joins the short lines ('Risk level: Low')
 * with ' · '.
 */
export function replyExcerpt(reply: string | null): string {
  if (!reply) return '';
  const lines = reply.replace(/\r\n?/g, '\n').split('\n');
  const underlined = (index: number) =>
    UNDERLINE.test(lines[index + 1] ?? '') && (lines[index + 1] ?? '').trim().length >= 3;
  const firstSection = lines.findIndex(
    (line, index) =>
      line.trim() !== '' && underlined(index) && lines[index + 1].trim().startsWith('-'),
  );
  const text: string[] = [];
  for (let index = Math.max(firstSection, 0); index < lines.length; index += 1) {
    const line = lines[index].replace(/\s+/g, ' ').trim();
    if (!line || UNDERLINE.test(line)) continue;
    if (underlined(index) || SCORE_LINE.test(line)) continue;
    text.push(line);
  }
  const joined = text.reduce(
    (all, line) => (all ? `${all}${/[.!?:]$/.test(all) ? ' ' : ' · '}${line}` : line),
    '',
  );
  return truncateText(joined, CARD_TRUNCATION.analysis);
}

/** 'https://www.linkedin.com/in/ada/' -> 'linkedin.com/in/ada': the part an analyst reads. */
export function displayUrl(url: string): string {
  return url
    .replace(/^https?:\/\//i, '')
    .replace(/^www\./i, '')
    .replace(/\/$/, '');
}

/**
 * Who sent the current reply: the admin's e-mail; FORMER_ADMIN when the reply stays but its
 * admin's account is gone (the API answers null with a reply date); '—' without a reply.
 */
export function repliedBy(
  submission: Pick<ReviewedSubmission, 'replied_by' | 'admin_reply_date'>,
): { text: string; known: boolean } {
  if (submission.replied_by) return { text: submission.replied_by, known: true };
  return { text: submission.admin_reply_date ? FORMER_ADMIN : '—', known: false };
}
