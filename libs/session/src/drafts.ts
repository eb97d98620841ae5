/**
 * A second entry of the session library: unsent work kept in this browser (`lib/drafts.ts`).
 * `@profileproof/session` is the shell's shared singleton, in every page's first download; this
 * entry is not shared: the screens that keep drafts bundle it (logout imports it lazily).
 */
export {
  clearDraft,
  clearDraftsOf,
  DRAFT_MAX_AGE_MS,
  DRAFT_SAVE_DELAY_MS,
  dropStaleDrafts,
  listDrafts,
  readDraft,
  saveDraft,
  useDraftAutosave,
  type StoredDraft,
} from './lib/drafts';
export { DRAFT_MESSAGES } from './lib/drafts.messages';
