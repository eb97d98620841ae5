import { CLAIM_MINUTES, type Claim, type ClaimConflictBody } from '@profileproof/contracts';
import { isHttpError } from '@profileproof/session';

/**
 * Claims as the review queue shows them (architecture.md, "Review operations"): an admin who
 * opens a pending submission holds it for CLAIM_MINUTES, renewed while the checklist is open, so
 * two admins never work one submission without knowing it.
 */

/** A third of the claim's life: two renewals can fail (a network blip) before it lapses. */
export const CLAIM_RENEW_MS = (CLAIM_MINUTES / 3) * 60_000;

const timeFormat = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });

/** The time a claim lapses, as the reader's clock says it ('14:30', '2:30 PM'). */
export function claimTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : timeFormat.format(date);
}

/** Whether the claim still holds at `now` (the queue's cache may have kept one that lapsed). */
export function isLive(claim: Claim | null, now: number): claim is Claim {
  return claim !== null && Date.parse(claim.claimed_until) > now;
}

/** Accounts are e-mail addresses; their case says nothing. */
export function isMine(claim: Claim, me: string | null | undefined): boolean {
  return me !== null && me !== undefined && claim.claimed_by.toLowerCase() === me.toLowerCase();
}

/** What a queue card says about a live claim. */
export function claimLabel(claim: Claim, me: string | null | undefined): string {
  return isMine(claim, me)
    ? "You're reviewing this"
    : `Being reviewed by ${claim.claimed_by} · until ${claimTime(claim.claimed_until)}`;
}

/** The 409 of a claim or a reply while another admin holds the submission: who, and until when. */
export function claimConflictOf(error: unknown): Claim | null {
  if (!isHttpError(error, 409)) return null;
  const body = error.body as Partial<ClaimConflictBody> | null;
  return typeof body?.claimed_by === 'string' && typeof body.claimed_until === 'string'
    ? { claimed_by: body.claimed_by, claimed_until: body.claimed_until }
    : null;
}

export const CLAIM_TEXTS = {
  heldByAnother: (claim: Claim) =>
    `${claim.claimed_by} is working on this submission until ${claimTime(claim.claimed_until)}.`,
  takeOverQuestion: (email: string) =>
    `Take over from ${email}? They will not be able to send their reply.`,
  takeOverFailed: 'Could not take over this submission',
  reviewedMeanwhile: 'This submission was reviewed meanwhile and has left the queue.',
  claimFailed: 'Could not claim this submission, so other admins may open it too',
  replyRefused: (email: string) =>
    `${email} took over this submission; your reply was not sent. Your report is kept here.`,
  /** The analyst held it and another admin took it over (seen live, or when a reply or renewal was refused). */
  takenOver: (email: string) => `${email} took over this submission`,
  draftKept:
    'Your draft is kept below, read-only: copy it before you leave, or take the submission back.',
} as const;
