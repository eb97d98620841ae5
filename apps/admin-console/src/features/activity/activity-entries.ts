import {
  normaliseTier,
  routeTo,
  TIER_LABELS,
  truncateText,
  type AuditAction,
  type AuditActor,
  type AuditEntry,
  type OperatorChannel,
} from '@profileproof/contracts';
import { formatCalendarDay, formatDate } from '@profileproof/ui';
import { AUDIT_ACTION_LABELS, isAuditAction } from './audit-action-labels';
import { PAGE_PARAM, parsePage, readAsOf } from '../../shared/page-param';

/** The filters in the URL (?actor=…&action=…), beside ?page=: reload and Back keep them. */
export const ACTOR_PARAM = 'actor';
export const ACTION_PARAM = 'action';
/** ?snippet=3 shows that snippet over the log (a link of an entry about it). */
export const SNIPPET_PARAM = 'snippet';

export interface ActivityFilters {
  /** An admin's e-mail, as typed (trimmed); '' for every admin. */
  actor: string;
  /** '' for every action. */
  action: AuditAction | '';
}

export interface ActivityView extends ActivityFilters {
  page: number;
  /** The walk's instant (?as_of=): pages 2… read the log as it stood when page 1 was read. */
  asOf?: string;
}

/** What the address asks for; an action the log does not know is read as no filter (the server would refuse it). */
export function readActivityView(params: URLSearchParams): ActivityView {
  const action = params.get(ACTION_PARAM);
  return {
    page: parsePage(params.get(PAGE_PARAM)),
    actor: (params.get(ACTOR_PARAM) ?? '').trim(),
    action: isAuditAction(action) ? action : '',
    asOf: readAsOf(params),
  };
}

/** The address of new filters: back to page 1, empty filters left out. */
export function filtersToParams(filters: ActivityFilters): URLSearchParams {
  const params = new URLSearchParams();
  const actor = filters.actor.trim();
  if (actor) params.set(ACTOR_PARAM, actor);
  if (filters.action) params.set(ACTION_PARAM, filters.action);
  return params;
}

export const hasFilters = (filters: ActivityFilters): boolean =>
  filters.actor !== '' || filters.action !== '';

/** The log compares actors regardless of case. */
export const sameAddress = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase();

export interface AdminOptions {
  current: string[];
  former: string[];
}

/**
 * The Admin filter's choices: the desk's admins, then former ones who acted. An address in the
 * filter that the list does not hold (an older link, or the list not loaded yet) stays a choice.
 */
export function adminOptions(actors: readonly AuditActor[], selected: string): AdminOptions {
  const current = actors.filter((actor) => actor.is_current_admin).map((actor) => actor.email);
  const former = actors.filter((actor) => !actor.is_current_admin).map((actor) => actor.email);
  const listed = [...current, ...former].some((email) => sameAddress(email, selected));
  return { current, former: selected && !listed ? [...former, selected] : former };
}

/** The snippet ?snippet= names (a positive whole number), else null. */
export function readSnippetId(params: URLSearchParams): number | null {
  const value = params.get(SNIPPET_PARAM);
  return value !== null && /^\d{1,15}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

/** The current address with ?snippet= set (a number) or removed (null). */
export function withSnippet(current: URLSearchParams, id: number | string | null): URLSearchParams {
  const updated = new URLSearchParams(current);
  if (id === null) updated.delete(SNIPPET_PARAM);
  else updated.set(SNIPPET_PARAM, String(id));
  return updated;
}

/**
 * Where an entry's target leads: a submission opens in the review desk, a snippet over the log.
 * Nothing for one the entry deleted, an export or a user (the e-mail says it all).
 */
export function targetLink(
  entry: Pick<AuditEntry, 'action' | 'target_type' | 'target_id'>,
): { submission: string } | { snippet: string } | null {
  if (!/^\d+$/.test(entry.target_id)) return null;
  if (entry.target_type === 'submission' && entry.action !== 'submission.deleted')
    return { submission: routeTo.adminEdit(entry.target_id) };
  if (entry.target_type === 'snippet' && entry.action !== 'snippet.deleted')
    return { snippet: entry.target_id };
  return null;
}

/** The action as the screen names it; one the console does not know yet (a newer API) as the server wrote it. */
export function actionLabel(action: string): string {
  return isAuditAction(action) ? AUDIT_ACTION_LABELS[action] : action;
}

/** Who acted when no admin did: the operator of the servers, and how. */
const OPERATOR_LABELS: Readonly<Record<OperatorChannel, string>> = {
  command_line: 'Operator (command line)',
  server_start: 'Operator (server start)',
};

/** The acting admin's e-mail; for an operator's change (no actor), who and how, in words. */
export function actorText(entry: Pick<AuditEntry, 'actor' | 'details'>): string {
  if (entry.actor !== null) return entry.actor;
  const via = entry.details?.['via'];
  return typeof via === 'string' && Object.hasOwn(OPERATOR_LABELS, via)
    ? OPERATOR_LABELS[via as OperatorChannel]
    : 'Operator';
}

/** 'Submission #12', the user's e-mail, 'Snippet #3', an export's file name. */
export function targetText(entry: Pick<AuditEntry, 'target_type' | 'target_id'>): string {
  if (entry.target_type === 'submission') return `Submission #${entry.target_id}`;
  if (entry.target_type === 'snippet') return `Snippet #${entry.target_id}`;
  return entry.target_id;
}

/** Longest details line: a row stays a row. */
const DETAILS_MAX_LENGTH = 120;

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : null;
const count = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;
const tierName = (value: unknown): string | null => {
  const tier = normaliseTier(value);
  return tier ? TIER_LABELS[tier] : text(value);
};

/** A value of an unknown key, short: strings as they are, numbers, yes/no, anything else as JSON. */
function plain(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (value === null || value === undefined) return '—';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** The details the API records for each action (see the API README, "Audit log"), in words. */
function knownDetails(action: string, details: Record<string, unknown>): string[] | null {
  switch (action) {
    case 'reply.sent':
    case 'reply.resent': {
      const score = count(details['profile_score']);
      const spam = count(details['spam_score']);
      return [
        score !== null ? `Profile score ${score}` : null,
        spam !== null ? `spam ${spam}` : null,
      ].filter((part) => part !== null);
    }
    case 'submission.deleted': {
      const owner = text(details['owner']);
      return owner ? [`From ${owner}`] : [];
    }
    case 'subscription.assigned': {
      const tier = tierName(details['tier']);
      const days = count(details['valid_for_days']);
      const end = text(details['end_date']);
      const term =
        days === null
          ? 'no end date'
          : `${days} ${days === 1 ? 'day' : 'days'}${end ? ` (until ${formatDate(end)})` : ''}`;
      return [tier, term].filter((part) => part !== null);
    }
    case 'subscription.removed': {
      const tier = tierName(details['tier']);
      return tier ? [`Was ${tier}`] : [];
    }
    case 'claim.taken_over': {
      const from = text(details['from']);
      return from ? [`From ${from}`] : [];
    }
    case 'snippet.created':
    case 'snippet.updated':
    case 'snippet.deleted': {
      const title = text(details['title']);
      return title ? [`“${title}”`] : [];
    }
    case 'export.downloaded':
      return exportDetails(details);
    case 'admin.created':
    case 'two_step.reset':
      return [];
    case 'two_step.unlock': {
      const failed = count(details['failed_codes']);
      return failed === null ? [] : [`After ${failed} wrong codes in a row`];
    }
    case 'billing.tier_changed': {
      const from = tierName(details['from']);
      const to = tierName(details['to']);
      const cause = text(details['cause']);
      return [from && to ? `${from} → ${to}` : null, cause ? `Cause: ${cause}` : null].filter(
        (part) => part !== null,
      );
    }
    case 'billing.refunded': {
      const cents = count(details['refunded']);
      return cents === null ? [] : [`$${(cents / 100).toFixed(2)} refunded`];
    }
    case 'note.added': {
      // The note's text is never in the log: only how long it was.
      const length = count(details['length']);
      return length === null ? [] : [`${length} ${length === 1 ? 'character' : 'characters'}`];
    }
    case 'admin.promoted':
    case 'admin.password_changed': {
      const ended = count(details['sessions_ended']);
      const password =
        action === 'admin.promoted' && details['password_changed'] === true ? 'Password set' : null;
      const sessions =
        ended === null
          ? null
          : ended === 0
            ? 'No session to end'
            : `${ended} ${ended === 1 ? 'session' : 'sessions'} ended`;
      return [password, sessions].filter((part) => part !== null);
    }
    default:
      return null;
  }
}

/** '2 rows · Jun 2, 2025 – Jun 30, 2025', or '… · all dates'; ' · cut short' when the download stopped early. */
function exportDetails(details: Record<string, unknown>): string[] {
  const rows = count(details['rows']);
  const from = text(details['from']);
  const to = text(details['to']);
  const range =
    from || to
      ? `${from ? formatCalendarDay(from) : 'first reply'} – ${to ? formatCalendarDay(to) : 'today'}`
      : 'all dates';
  return [
    rows === null ? null : `${rows.toLocaleString()} ${rows === 1 ? 'row' : 'rows'}`,
    range,
    details['complete'] === false ? 'cut short' : null,
  ].filter((part) => part !== null);
}

/**
 * The details of an entry in one short line ('Premium · 30 days (until Jul 5, 2025)'); details
 * of an action the console does not know are listed as `key: value`. '' when there are none.
 */
export function detailsSummary(entry: Pick<AuditEntry, 'action' | 'details'>): string {
  const details = entry.details && typeof entry.details === 'object' ? entry.details : {};
  const parts =
    knownDetails(entry.action, details) ??
    Object.entries(details).map(([key, value]) => `${key}: ${plain(value)}`);
  return truncateText(parts.join(' · '), DETAILS_MAX_LENGTH);
}
