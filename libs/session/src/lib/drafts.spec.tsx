import { act, render } from '@testing-library/react';
import { API_PATHS, STORAGE_KEYS } from '@profileproof/contracts';
import type { ApiClient } from './api-client';
import {
  clearDraft,
  clearDraftsOf,
  DRAFT_MAX_AGE_MS,
  DRAFT_SAVE_DELAY_MS,
  listDrafts,
  readDraft,
  saveDraft,
  useDraftAutosave,
} from './drafts';
import { logout } from './logout';
import { clearStoredSession, storeSession } from './session-store';

const ADA = 'ada@example.com';
const BOB = 'bob@example.com';
const DAY_MS = 24 * 60 * 60 * 1000;

/** The draft keys the browser holds, as a person inspecting localStorage would see them. */
function draftKeys(): string[] {
  return Object.keys(localStorage)
    .filter((key) => key.startsWith('pp_draft:'))
    .sort();
}

function Autosave({
  owner,
  scope,
  value,
  onDiscard,
}: {
  owner: string | null;
  scope: string | null;
  value: string | null;
  onDiscard?: (discard: () => void) => void;
}) {
  const { discard } = useDraftAutosave(owner, scope, value);
  onDiscard?.(discard);
  return null;
}

describe('drafts kept in the browser', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('gives a draft back to its owner only (e-mails compared without case)', () => {
    saveDraft(ADA, 'review:7', { report: 'Dear Ann' });
    expect(readDraft(ADA, 'review:7')?.value).toEqual({ report: 'Dear Ann' });
    expect(readDraft('ADA@Example.com', 'review:7')?.value).toEqual({ report: 'Dear Ann' });
    expect(readDraft(BOB, 'review:7')).toBeNull();
    expect(readDraft(null, 'review:7')).toBeNull();
    expect(listDrafts(BOB, 'review:')).toEqual([]);
    expect(readDraft(ADA, 'review:8')).toBeNull();
  });

  it('lists a user’s drafts of one kind, newest first', () => {
    saveDraft(ADA, 'review:1', 'old', new Date(Date.now() - 60_000));
    saveDraft(ADA, 'review:2', 'new');
    saveDraft(ADA, 'submit-profile', 'other kind');
    saveDraft(BOB, 'review:3', 'not hers');
    expect(listDrafts(ADA, 'review:').map(({ scope, value }) => [scope, value])).toEqual([
      ['review:2', 'new'],
      ['review:1', 'old'],
    ]);
  });

  it('drops drafts older than the limit and unreadable ones', () => {
    saveDraft(ADA, 'old', 'x', new Date(Date.now() - DRAFT_MAX_AGE_MS - DAY_MS));
    saveDraft(ADA, 'recent', 'y', new Date(Date.now() - DRAFT_MAX_AGE_MS + DAY_MS));
    localStorage.setItem('pp_draft:ada%40example.com:broken', '{not json');
    expect(readDraft(ADA, 'old')).toBeNull();
    expect(readDraft(ADA, 'broken')).toBeNull();
    expect(readDraft(ADA, 'recent')?.value).toBe('y');
    expect(draftKeys()).toEqual(['pp_draft:ada%40example.com:recent']);
  });

  it('clears one draft, or every draft of one user, leaving the others', () => {
    saveDraft(ADA, 'a', 1);
    saveDraft(ADA, 'b', 2);
    saveDraft(BOB, 'a', 3);
    clearDraft(ADA, 'a');
    expect(readDraft(ADA, 'a')).toBeNull();
    expect(readDraft(ADA, 'b')?.value).toBe(2);
    clearDraftsOf(ADA);
    expect(readDraft(ADA, 'b')).toBeNull();
    expect(readDraft(BOB, 'a')?.value).toBe(3);
  });

  it('a full storage loses the safety net only, never the screen', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => saveDraft(ADA, 'a', 'text')).not.toThrow();
    setItem.mockRestore();
    expect(readDraft(ADA, 'a')).toBeNull();
  });

  describe('logout and the end of a session', () => {
    const api = (request: jest.Mock): ApiClient => ({ request }) as unknown as ApiClient;

    it('logging out removes the owner’s drafts, not another account’s', async () => {
      storeSession({ access: 'a', refresh: 'r', role: 'admin', email: ADA });
      saveDraft(ADA, 'review:7', 'mine');
      saveDraft(BOB, 'review:7', 'his');
      const request = jest.fn().mockResolvedValue(null);
      await logout(api(request));
      expect(request).toHaveBeenCalledWith(
        API_PATHS.auth.logout,
        expect.objectContaining({ body: { refresh: 'r' } }),
      );
      expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
      expect(readDraft(ADA, 'review:7')).toBeNull();
      expect(readDraft(BOB, 'review:7')?.value).toBe('his');
    });

    it('a session that ends by itself (revoked, expired) keeps the drafts', () => {
      storeSession({ access: 'a', refresh: 'r', role: 'user', email: ADA });
      saveDraft(ADA, 'submit-profile', 'typed');
      clearStoredSession();
      expect(readDraft(ADA, 'submit-profile')?.value).toBe('typed');
    });
  });

  describe('useDraftAutosave', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('writes after a pause in typing, and at once when the screen goes away', () => {
      const view = render(<Autosave owner={ADA} scope="form" value="H" />);
      view.rerender(<Autosave owner={ADA} scope="form" value="He" />);
      expect(readDraft(ADA, 'form')).toBeNull();
      act(() => jest.advanceTimersByTime(DRAFT_SAVE_DELAY_MS));
      expect(readDraft(ADA, 'form')?.value).toBe('He');

      view.rerender(<Autosave owner={ADA} scope="form" value="Hello" />);
      view.unmount();
      expect(readDraft(ADA, 'form')?.value).toBe('Hello');
    });

    it('writes what is pending when the page is hidden (a reload, a closed tab)', () => {
      render(<Autosave owner={ADA} scope="form" value="Hello" />);
      act(() => {
        window.dispatchEvent(new Event('pagehide'));
      });
      expect(readDraft(ADA, 'form')?.value).toBe('Hello');
    });

    it('keeps the draft when the owner is signed out by the session ending', () => {
      const view = render(<Autosave owner={ADA} scope="form" value="Hello" />);
      view.rerender(<Autosave owner={null} scope="form" value="Hello" />);
      view.unmount();
      expect(readDraft(ADA, 'form')?.value).toBe('Hello');
      expect(draftKeys()).toEqual(['pp_draft:ada%40example.com:form']);
    });

    it('writes nothing back when the screen goes away because its owner logged out', async () => {
      storeSession({ access: 'a', refresh: 'r', role: 'user', email: ADA });
      const view = render(<Autosave owner={ADA} scope="form" value="Typed, then Logout" />);
      await act(() =>
        logout({ request: jest.fn().mockResolvedValue(null) } as unknown as ApiClient),
      );
      view.rerender(<Autosave owner={null} scope="form" value="Typed, then Logout" />);
      view.unmount();
      expect(draftKeys()).toEqual([]);
    });

    it('removes the draft when nothing is unsent any more, or when the work moves to another scope', () => {
      const view = render(<Autosave owner={ADA} scope="review:1" value="one" />);
      act(() => jest.advanceTimersByTime(DRAFT_SAVE_DELAY_MS));
      view.rerender(<Autosave owner={ADA} scope="review:2" value="two" />);
      expect(readDraft(ADA, 'review:1')).toBeNull();
      act(() => jest.advanceTimersByTime(DRAFT_SAVE_DELAY_MS));
      expect(readDraft(ADA, 'review:2')?.value).toBe('two');
      view.rerender(<Autosave owner={ADA} scope="review:2" value={null} />);
      view.unmount();
      expect(draftKeys()).toEqual([]);
    });

    it('discard drops the pending write and the stored draft (sent)', () => {
      let discard: () => void = () => undefined;
      const view = render(
        <Autosave owner={ADA} scope="form" value="Hello" onDiscard={(d) => (discard = d)} />,
      );
      act(() => jest.advanceTimersByTime(DRAFT_SAVE_DELAY_MS));
      view.rerender(
        <Autosave owner={ADA} scope="form" value="Hello!" onDiscard={(d) => (discard = d)} />,
      );
      act(() => discard());
      view.unmount();
      expect(draftKeys()).toEqual([]);
    });

    it('never writes one account’s work under another', () => {
      const view = render(<Autosave owner={ADA} scope="form" value="Ada's text" />);
      view.rerender(<Autosave owner={BOB} scope="form" value="Bob's text" />);
      view.unmount();
      expect(readDraft(ADA, 'form')?.value).toBe("Ada's text");
      expect(readDraft(BOB, 'form')?.value).toBe("Bob's text");
    });

    it('keeps the time the work was done when a restored draft is shown again unchanged', () => {
      const earlier = new Date(Date.now() - 3_600_000);
      saveDraft(ADA, 'form', 'Hello', earlier);
      const view = render(<Autosave owner={ADA} scope="form" value="Hello" />);
      view.unmount();
      expect(readDraft(ADA, 'form')?.savedAt).toBe(earlier.toISOString());
    });
  });
});
