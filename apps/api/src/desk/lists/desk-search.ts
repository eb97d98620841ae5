import type { DeskFilters } from '@profileproof/contracts';
import { canonicalLinkedInProfileUrl } from '@profileproof/contracts/linkedin-url';
import { rangeInstants } from '../export/export-range';
import type { SqlFilters } from './pending-queue.repository';

/** An ILIKE pattern matching `text` anywhere: its own wildcards (and the escape) taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

const HAS_SCHEME = /^[a-z][a-z\d+.-]*:/i;

/**
 * What the desk's search looks for, whatever form of a profile link is typed: a profile link in any
 * form the submit accepts (with or without `https://`) is its canonical link, the form links are
 * stored in; other text (a handle, part of an e-mail) is read with its percent-escapes decoded,
 * normalised and lower-cased like a stored handle (`ana-mar%C3%ADa`, `Ana-María` → `ana-maría`).
 */
export function searchTextOf(q: string): string {
  const text = q.trim();
  const link = canonicalLinkedInProfileUrl(HAS_SCHEME.test(text) ? text : `https://${text}`);
  if (link) return link;
  let decoded = text;
  try {
    decoded = decodeURIComponent(text);
  } catch {
    // Not percent-encoded text (a lone `%`): searched as typed.
  }
  // An escape of a control character (`%00`: PostgreSQL refuses NUL in text) is searched as typed.
  return (CONTROL.test(decoded) ? text : decoded).normalize('NFC').toLowerCase();
}

const CONTROL = /\p{Cc}/u;

/** The ILIKE pattern of the desk's search `q` (searchTextOf, anywhere in the link or the e-mail). */
export function searchPattern(q: string): string {
  return containsPattern(searchTextOf(q));
}

/** The filters as the statements take them; null when none is set (the unfiltered statements serve). */
export function sqlFiltersOf(filters: DeskFilters): SqlFilters | null {
  const sql: SqlFilters = {
    search: filters.q ? searchPattern(filters.q) : null,
    tier: filters.tier ?? null,
    overdueOnly: filters.overdue === true,
    // Whole days of the viewer's zone `tz` (UTC without one): `to` up to the next day's start.
    replyFrom: rangeInstants({ from: filters.from, zone: filters.tz }).start,
    replyBefore: rangeInstants({ to: filters.to, zone: filters.tz }).end,
  };
  const any =
    sql.search !== null ||
    sql.tier !== null ||
    sql.overdueOnly ||
    sql.replyFrom !== null ||
    sql.replyBefore !== null;
  return any ? sql : null;
}
