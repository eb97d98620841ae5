import { useCallback, useEffect, useRef } from 'react';
import { STORAGE_KEYS } from '@profileproof/contracts';
import { readAuthRedirectReason } from './redirect-reason';

/**
 * Unsent work kept in this browser (localStorage), so that a session that ends by itself (revoked
 * from another device, expired) does not take a half-written reply or message with it. One entry
 * per user and per piece of work: `pp_draft:<e-mail, lower case>:<scope>` (the scope names the
 * screen and what it edits: `review:42`, `submit-profile`). An entry holds `{savedAt, value}`
 * (savedAt: ISO time; value: whatever the screen keeps, JSON).
 *
 * - Saved as the user types (`useDraftAutosave`, debounced), and at once when the screen goes away.
 * - Read back only for the same user: another account signing in on this browser never sees it.
 * - Removed when the work is sent, when the user discards it, when the owner logs out
 *   (`clearDraftsOf`, from logout), and after `DRAFT_MAX_AGE_MS`. A session that ends by itself
 *   removes nothing.
 *
 * Imported from `@profileproof/session/drafts`, an entry of its own: it is not part of the shared
 * session, so it ships with the screens that keep drafts, not with every page.
 */

const PREFIX = 'pp_draft:';

/** Drafts older than this (7 days) are dropped instead of restored. */
export const DRAFT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** How long typing may pause before the draft is written (ms). */
export const DRAFT_SAVE_DELAY_MS = 400;

/** A draft as it is read back. */
export interface StoredDraft<T> {
  /** When it was last written (ISO 8601). */
  savedAt: string;
  value: T;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage disabled: drafts are a safety net, never a failure
  }
}

/** The owner as a key: e-mail addresses compared without case. */
function ownerPrefix(owner: string): string {
  return `${PREFIX}${encodeURIComponent(owner.trim().toLowerCase())}:`;
}

function keyOf(owner: string, scope: string): string {
  return `${ownerPrefix(owner)}${scope}`;
}

/** Every key of this store, read before any is removed (removing shifts the indexes). */
function draftKeys(store: Storage, prefix = PREFIX): string[] {
  const keys: string[] = [];
  for (let index = 0; index < store.length; index += 1) {
    const key = store.key(index);
    if (key?.startsWith(prefix)) keys.push(key);
  }
  return keys;
}

function parse<T>(text: string | null, now: number): StoredDraft<T> | null {
  if (!text) return null;
  try {
    const entry = JSON.parse(text) as Partial<StoredDraft<T>> | null;
    if (!entry || typeof entry.savedAt !== 'string' || !('value' in entry)) return null;
    const savedAt = Date.parse(entry.savedAt);
    if (Number.isNaN(savedAt) || now - savedAt > DRAFT_MAX_AGE_MS) return null;
    return { savedAt: entry.savedAt, value: entry.value as T };
  } catch {
    return null;
  }
}

/** Drops every user's drafts that are past `DRAFT_MAX_AGE_MS` or unreadable. */
export function dropStaleDrafts(now: Date = new Date()): void {
  const store = storage();
  if (!store) return;
  for (const key of draftKeys(store)) {
    if (!parse(store.getItem(key), now.getTime())) store.removeItem(key);
  }
}

/** Writes `owner`'s draft of `scope`. A full or disabled storage is ignored. */
export function saveDraft<T>(owner: string, scope: string, value: T, now: Date = new Date()): void {
  const store = storage();
  if (!owner || !store) return;
  const entry: StoredDraft<T> = { savedAt: now.toISOString(), value };
  try {
    store.setItem(keyOf(owner, scope), JSON.stringify(entry));
  } catch {
    // Quota exceeded: the screen still holds the work; only the safety net is missing.
  }
}

/** `owner`'s draft of `scope`, or null (none, unreadable, or too old: then it is removed). */
export function readDraft<T>(
  owner: string | null | undefined,
  scope: string,
  now: Date = new Date(),
): StoredDraft<T> | null {
  const store = storage();
  if (!owner || !store) return null;
  const key = keyOf(owner, scope);
  const text = store.getItem(key);
  const draft = parse<T>(text, now.getTime());
  if (text !== null && !draft) store.removeItem(key);
  return draft;
}

/** `owner`'s drafts whose scope starts with `scopePrefix`, newest first (stale ones dropped). */
export function listDrafts<T>(
  owner: string | null | undefined,
  scopePrefix: string,
  now: Date = new Date(),
): (StoredDraft<T> & { scope: string })[] {
  const store = storage();
  if (!owner || !store) return [];
  const prefix = ownerPrefix(owner);
  return draftKeys(store, `${prefix}${scopePrefix}`)
    .map((key) => {
      const draft = readDraft<T>(owner, key.slice(prefix.length), now);
      return draft && { ...draft, scope: key.slice(prefix.length) };
    })
    .filter((draft) => draft !== null)
    .sort((a, b) => Date.parse(b.savedAt) - Date.parse(a.savedAt));
}

/** Removes `owner`'s draft of `scope` (sent, or discarded). */
export function clearDraft(owner: string | null | undefined, scope: string): void {
  if (owner) storage()?.removeItem(keyOf(owner, scope));
}

/** Removes every draft of `owner`: on logout by that user, never when a session ends by itself. */
export function clearDraftsOf(owner: string | null | undefined): void {
  const store = storage();
  if (!owner || !store) return;
  for (const key of draftKeys(store, ownerPrefix(owner))) store.removeItem(key);
}

interface Pending<T> {
  owner: string;
  scope: string;
  value: T | null;
}

/** The user has just logged out in this tab (logout removed their drafts): write nothing back. */
function loggedOutHere(): boolean {
  return (
    storage()?.getItem(STORAGE_KEYS.token) == null && readAuthRedirectReason() === 'signed-out'
  );
}

function write<T>({ owner, scope, value }: Pending<T>): void {
  if (value === null) return clearDraft(owner, scope);
  if (loggedOutHere()) return;
  // Unchanged (a restored draft shown again): keep the time the work was really done.
  const stored = readDraft<T>(owner, scope);
  if (stored && JSON.stringify(stored.value) === JSON.stringify(value)) return;
  saveDraft(owner, scope, value);
}

/**
 * Keeps `value` as `owner`'s draft of `scope` while the screen is open: written `delayMs` after
 * the last change, and at once when the screen unmounts (the session ended and the guard moved
 * to /login) or the page is hidden (a reload, a closed tab). `value: null` removes the draft
 * (nothing unsent any more). One draft per screen: when `scope` changes (another submission, or
 * none), the previous scope's draft is removed; with `owner` gone (the session ended by itself)
 * nothing is removed. Returns `discard()`: drops the pending write and the stored draft (sent,
 * or discarded).
 */
export function useDraftAutosave<T>(
  owner: string | null | undefined,
  scope: string | null,
  value: T | null,
  delayMs: number = DRAFT_SAVE_DELAY_MS,
): { discard: () => void } {
  const pending = useRef<Pending<T> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const kept = useRef<{ owner: string; scope: string } | null>(null);

  const cancel = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    pending.current = null;
  }, []);

  const flush = useCallback(() => {
    const last = pending.current;
    cancel();
    if (last) write(last);
  }, [cancel]);

  useEffect(() => {
    if (!owner) return; // signed out by itself: what is pending is written on unmount, nothing removed
    const previous = kept.current;
    if (previous && (previous.owner !== owner || previous.scope !== scope)) {
      if (previous.owner === owner) {
        cancel();
        clearDraft(previous.owner, previous.scope);
      } else {
        flush(); // another account now: the previous one's draft stays theirs
      }
    }
    kept.current = scope ? { owner, scope } : null;
    if (!scope) return;
    pending.current = { owner, scope, value };
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = setTimeout(flush, delayMs);
  }, [owner, scope, value, delayMs, flush, cancel]);

  useEffect(() => {
    dropStaleDrafts();
    const onHide = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onHide);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onHide);
      flush();
    };
  }, [flush]);

  const discard = useCallback(() => {
    const last = pending.current ?? kept.current;
    cancel();
    if (last) clearDraft(last.owner, last.scope);
  }, [cancel]);

  return { discard };
}
