import { useRef, useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createDefaultFormData } from '@profileproof/analysis';
import {
  ADMIN_REPLY_MAX_LENGTH,
  API_PATHS,
  SNIPPET_MESSAGES,
  STORAGE_KEYS,
  type Snippet,
  type SnippetRequest,
} from '@profileproof/contracts';
import { PLACEHOLDER_MESSAGES } from '@profileproof/contracts/placeholders';
import { TextAreaField } from '@profileproof/ui';
import {
  renderScreen,
  resetBrowserState,
  stubFetch,
  type StubbedCall,
  type StubReply,
} from '@profileproof/web-testing';
import { axeViolations } from '../../testing/axe';
import { signIn } from '../../testing/fixtures';
import { SnippetsPanel } from './components/snippets-panel';

const PROFILE = 'https://www.linkedin.com/in/ada-lovelace';
const LIST = `GET ${API_PATHS.admin.snippets}`;
const CREATE = `POST ${API_PATHS.admin.snippets}`;
const UPDATE = (id: number) => `PUT ${API_PATHS.admin.snippet(id)}`;
const REMOVE = (id: number) => `DELETE ${API_PATHS.admin.snippet(id)}`;

function aSnippet(id: number, title: string, body: string): Snippet {
  return {
    id,
    title,
    body,
    created_at: '2025-06-01T09:00:00.000Z',
    updated_at: '2025-06-01T09:00:00.000Z',
    updated_by: 'grace@example.com',
  };
}

const SCORE_LINE = aSnippet(1, 'Score line', 'Your profile ({profile_url}) scores {score}/100.');
const RISK_NOTE = aSnippet(
  2,
  'Risk note',
  'Risk: {risk_level}. Spam likelihood {spam_score}. Outreach: {outreach}.',
);

/** The snippets as the API keeps them: listed by title, changed by POST/PUT/DELETE. */
function snippetStore(initial: Snippet[]) {
  let snippets = [...initial];
  let nextId = 100;
  const sorted = () => [...snippets].sort((a, b) => a.title.localeCompare(b.title) || a.id - b.id);
  return {
    list: (): StubReply => ({ status: 200, body: { snippets: sorted() } }),
    create: (call: StubbedCall): StubReply => {
      const body = call.body as SnippetRequest;
      const created = aSnippet((nextId += 1), body.title.trim(), body.body.trim());
      snippets.push(created);
      return { status: 201, body: created };
    },
    update:
      (id: number) =>
      (call: StubbedCall): StubReply => {
        const body = call.body as SnippetRequest;
        const updated = { ...aSnippet(id, body.title, body.body) };
        snippets = snippets.map((snippet) => (snippet.id === id ? updated : snippet));
        return { status: 200, body: updated };
      },
    remove: (id: number) => (): StubReply => {
      snippets = snippets.filter((snippet) => snippet.id !== id);
      return { status: 200, body: { message: SNIPPET_MESSAGES.deleted } };
    },
  };
}

/** The preview step's part that matters here: the report field and the panel beside it, the report kept in state. */
function PreviewHarness({
  initialReport,
  disabled = false,
}: {
  initialReport: string;
  disabled?: boolean;
}) {
  const [report, setReport] = useState(initialReport);
  const field = useRef<HTMLTextAreaElement>(null);
  return (
    <main>
      <h1>Preview</h1>
      <TextAreaField
        ref={field}
        label="Report"
        value={report}
        onChange={(event) => setReport(event.target.value)}
      />
      <SnippetsPanel
        form={createDefaultFormData(PROFILE)}
        profileUrl={PROFILE}
        field={field}
        report={report}
        onInsert={setReport}
        disabled={disabled}
      />
    </main>
  );
}

function renderPanel(
  routes: Record<string, StubReply | ((call: StubbedCall) => StubReply)>,
  props: { initialReport?: string; disabled?: boolean } = {},
) {
  const calls = stubFetch({ ...signIn('admin'), ...routes });
  renderScreen(
    <PreviewHarness
      initialReport={props.initialReport ?? 'Hello Ada,\n\nRegards'}
      disabled={props.disabled}
    />,
    {
      path: '/admin/dashboard',
    },
  );
  return calls;
}

const panel = () => screen.getByRole('region', { name: 'Snippets' });
const reportField = () => screen.getByRole('textbox', { name: 'Report' }) as HTMLTextAreaElement;
const listCalls = (calls: StubbedCall[]) =>
  calls.filter((call) => call.method === 'GET' && call.url.includes(API_PATHS.admin.snippets));

describe('snippets in the preview step', () => {
  beforeEach(resetBrowserState);

  it('lists each snippet with Insert, and passes axe', async () => {
    renderPanel({ [LIST]: { status: 200, body: { snippets: [RISK_NOTE, SCORE_LINE] } } });
    expect(
      await within(panel()).findByRole('button', { name: 'Insert “Risk note”' }),
    ).toBeEnabled();
    expect(within(panel()).getByRole('button', { name: 'Insert “Score line”' })).toBeEnabled();
    expect(
      within(panel())
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['Risk note', 'Score line']);
    expect(await axeViolations()).toEqual([]);
  });

  it('inserts a snippet at the caret with its variables filled in from the checklist, then puts the caret after it', async () => {
    const user = userEvent.setup();
    renderPanel({ [LIST]: { status: 200, body: { snippets: [RISK_NOTE, SCORE_LINE] } } });
    await within(panel()).findByRole('button', { name: 'Insert “Score line”' });
    const field = reportField();
    await user.click(field);
    field.setSelectionRange(11, 11); // After 'Hello Ada,\n'.

    await user.click(within(panel()).getByRole('button', { name: 'Insert “Score line”' }));
    const inserted = `Your profile (${PROFILE}) scores 9/100.`;
    expect(field).toHaveValue(`Hello Ada,\n${inserted}\nRegards`);
    expect(field).toHaveFocus();
    expect([field.selectionStart, field.selectionEnd]).toEqual([
      11 + inserted.length,
      11 + inserted.length,
    ]);

    // Typing goes on from there.
    await user.keyboard(' Well done.');
    expect(field).toHaveValue(`Hello Ada,\n${inserted} Well done.\nRegards`);
  });

  it('replaces the selected text, and adds at the end of a report never focused', async () => {
    const user = userEvent.setup();
    renderPanel(
      { [LIST]: { status: 200, body: { snippets: [RISK_NOTE] } } },
      { initialReport: 'Summary: TODO' },
    );
    const insert = await within(panel()).findByRole('button', { name: 'Insert “Risk note”' });
    const note = 'Risk: Low. Spam likelihood 5. Outreach: No.';

    await user.click(insert);
    expect(reportField()).toHaveValue(`Summary: TODO${note}`);

    const field = reportField();
    field.setSelectionRange(9, 13); // 'TODO'
    await user.click(insert);
    expect(field).toHaveValue(`Summary: ${note}${note}`);
  });

  it('refuses a snippet that would make the report too long, and leaves the report as it was', async () => {
    const user = userEvent.setup();
    const full = 'x'.repeat(ADMIN_REPLY_MAX_LENGTH - 5);
    renderPanel(
      { [LIST]: { status: 200, body: { snippets: [SCORE_LINE] } } },
      { initialReport: full },
    );
    await user.click(await within(panel()).findByRole('button', { name: 'Insert “Score line”' }));
    expect(within(panel()).getByRole('alert')).toHaveTextContent(
      `“Score line” does not fit: the report would be longer than ${ADMIN_REPLY_MAX_LENGTH.toLocaleString()} characters.`,
    );
    expect(reportField()).toHaveValue(full);
  });

  it('offers no Insert while the report is being sent', async () => {
    renderPanel({ [LIST]: { status: 200, body: { snippets: [SCORE_LINE] } } }, { disabled: true });
    expect(
      await within(panel()).findByRole('button', { name: 'Insert “Score line”' }),
    ).toBeDisabled();
  });

  it('says when there are no snippets yet', async () => {
    renderPanel({ [LIST]: { status: 200, body: { snippets: [] } } });
    expect(await within(panel()).findByText(/^No snippets yet\./)).toBeInTheDocument();
  });

  it('says when the snippets cannot be loaded, and Try again asks again', async () => {
    const user = userEvent.setup();
    let reply: StubReply = { status: 503, body: { detail: 'Service unavailable' } };
    const calls = renderPanel({ [LIST]: () => reply });
    expect(await within(panel()).findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
      'Failed to load snippets',
    );
    reply = { status: 200, body: { snippets: [SCORE_LINE] } };
    await user.click(within(panel()).getByRole('button', { name: 'Try again' }));
    expect(
      await within(panel()).findByRole('button', { name: 'Insert “Score line”' }),
    ).toBeInTheDocument();
    expect(listCalls(calls)).toHaveLength(3);
  });

  it('ends the session when the server refuses the caller as an admin, without asking again', async () => {
    const calls = renderPanel({ [LIST]: { status: 403, body: { detail: 'Admin role required' } } });
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull());
    expect(listCalls(calls)).toHaveLength(1);
  });
});

describe('managing snippets', () => {
  beforeEach(resetBrowserState);

  async function openManager() {
    const user = userEvent.setup();
    const toggle = await within(panel()).findByRole('button', { name: 'Manage snippets' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    return user;
  }

  it("creates a snippet: the API's reasons show under the fields, then the list is read again and it can be inserted", async () => {
    const store = snippetStore([SCORE_LINE]);
    let refuse = true;
    const calls = renderPanel({
      [LIST]: store.list,
      [CREATE]: (call) =>
        refuse
          ? {
              status: 400,
              body: {
                detail: 'Validation failed',
                errors: { title: ['title should not be empty'] },
              },
            }
          : store.create(call),
    });
    const user = await openManager();
    await user.click(within(panel()).getByRole('button', { name: 'New snippet' }));
    const form = within(panel()).getByRole('form', { name: 'New snippet' });
    expect(within(form).getByRole('textbox', { name: 'Text' })).toHaveAccessibleDescription(
      expect.stringContaining('{profile_url} {score} {spam_score} {risk_level} {outreach}'),
    );
    expect(await axeViolations()).toEqual([]);

    await user.type(within(form).getByRole('textbox', { name: 'Text' }), 'Outreach: {{outreach}.');
    await user.click(within(form).getByRole('button', { name: 'Save snippet' }));
    const title = within(form).getByRole('textbox', { name: 'Title' });
    await waitFor(() => expect(title).toHaveAccessibleDescription('title should not be empty'));
    expect(title).toHaveAttribute('aria-invalid', 'true');

    refuse = false;
    const listsBefore = listCalls(calls).length;
    await user.type(title, 'Outreach');
    await user.click(within(form).getByRole('button', { name: 'Save snippet' }));
    expect(await within(panel()).findByRole('status')).toHaveTextContent('Saved “Outreach”.');
    expect(within(panel()).queryByRole('form')).not.toBeInTheDocument();
    expect(listCalls(calls).length).toBeGreaterThan(listsBefore);
    const posted = calls.filter((call) => call.method === 'POST').map((call) => call.body);
    expect(posted).toEqual([
      { title: '', body: 'Outreach: {outreach}.' },
      { title: 'Outreach', body: 'Outreach: {outreach}.' },
    ]);

    await user.click(within(panel()).getByRole('button', { name: 'Manage snippets' }));
    await user.click(within(panel()).getByRole('button', { name: 'Insert “Outreach”' }));
    expect(reportField()).toHaveValue('Hello Ada,\n\nRegardsOutreach: No.');
  });

  it('refuses a {variable} nothing fills in before saving, naming it and listing the known ones; the fixed text saves', async () => {
    const store = snippetStore([SCORE_LINE]);
    const calls = renderPanel({ [LIST]: store.list, [CREATE]: store.create });
    const user = await openManager();
    await user.click(within(panel()).getByRole('button', { name: 'New snippet' }));
    const form = within(panel()).getByRole('form', { name: 'New snippet' });
    await user.type(within(form).getByRole('textbox', { name: 'Title' }), 'Greeting');
    const text = within(form).getByRole('textbox', { name: 'Text' });
    await user.type(text, 'Dear {{first_name}, your score is {{score}. {{first_name}');
    await user.click(within(form).getByRole('button', { name: 'Save snippet' }));

    const refusal = PLACEHOLDER_MESSAGES.unknownVariables(['{first_name}']);
    expect(refusal).toContain('{profile_url}, {score}, {spam_score}, {risk_level}, {outreach}');
    expect(text).toHaveAccessibleDescription(expect.stringContaining(refusal));
    expect(text).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    expect(await axeViolations()).toEqual([]);

    // Typing clears the refusal; the text without it saves.
    await user.clear(text);
    expect(text).not.toHaveAccessibleDescription(expect.stringContaining(refusal));
    await user.type(text, 'Your score is {{score}.');
    await user.click(within(form).getByRole('button', { name: 'Save snippet' }));
    expect(await within(panel()).findByRole('status')).toHaveTextContent('Saved “Greeting”.');
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { title: 'Greeting', body: 'Your score is {score}.' },
    ]);
  });

  it("shows the API's refusal of an unknown variable under Text (a text saved from elsewhere)", async () => {
    const refusal = PLACEHOLDER_MESSAGES.unknownVariables(['{team}']);
    renderPanel({
      [LIST]: { status: 200, body: { snippets: [SCORE_LINE] } },
      [UPDATE(1)]: {
        status: 400,
        body: { detail: 'Validation failed', errors: { body: [refusal] } },
      },
    });
    const user = await openManager();
    await user.click(within(panel()).getByRole('button', { name: 'Edit “Score line”' }));
    const form = within(panel()).getByRole('form', { name: 'Edit snippet' });
    await user.click(within(form).getByRole('button', { name: 'Save snippet' }));
    await waitFor(() =>
      expect(within(form).getByRole('textbox', { name: 'Text' })).toHaveAccessibleDescription(
        expect.stringContaining(refusal),
      ),
    );
  });

  it("says why a snippet cannot be added when the desk's list is full", async () => {
    renderPanel({
      [LIST]: { status: 200, body: { snippets: [SCORE_LINE] } },
      [CREATE]: { status: 409, body: { detail: SNIPPET_MESSAGES.full } },
    });
    const user = await openManager();
    await user.click(within(panel()).getByRole('button', { name: 'New snippet' }));
    const form = within(panel()).getByRole('form', { name: 'New snippet' });
    await user.type(within(form).getByRole('textbox', { name: 'Title' }), 'One more');
    await user.type(within(form).getByRole('textbox', { name: 'Text' }), 'Text');
    await user.click(within(form).getByRole('button', { name: 'Save snippet' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      `Failed to save the snippet: ${SNIPPET_MESSAGES.full}`,
    );
  });

  it('edits a snippet: the form starts from it and the change is sent with PUT', async () => {
    const store = snippetStore([SCORE_LINE, RISK_NOTE]);
    const calls = renderPanel({ [LIST]: store.list, [UPDATE(2)]: store.update(2) });
    const user = await openManager();
    await user.click(within(panel()).getByRole('button', { name: 'Edit “Risk note”' }));
    const form = within(panel()).getByRole('form', { name: 'Edit snippet' });
    const title = within(form).getByRole('textbox', { name: 'Title' });
    expect(title).toHaveValue('Risk note');
    expect(within(form).getByRole('textbox', { name: 'Text' })).toHaveValue(RISK_NOTE.body);
    await user.clear(title);
    await user.type(title, 'Risk summary');
    await user.click(within(form).getByRole('button', { name: 'Save snippet' }));

    expect(await within(panel()).findByRole('status')).toHaveTextContent('Saved “Risk summary”.');
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      title: 'Risk summary',
      body: RISK_NOTE.body,
    });
    expect(
      await within(panel()).findByRole('button', { name: 'Edit “Risk summary”' }),
    ).toBeInTheDocument();
  });

  it('says so when the snippet being edited was deleted meanwhile', async () => {
    renderPanel({
      [LIST]: { status: 200, body: { snippets: [SCORE_LINE] } },
      [UPDATE(1)]: { status: 404, body: { detail: SNIPPET_MESSAGES.notFound } },
    });
    const user = await openManager();
    await user.click(within(panel()).getByRole('button', { name: 'Edit “Score line”' }));
    await user.click(within(panel()).getByRole('button', { name: 'Save snippet' }));
    expect(await within(panel()).findByRole('alert')).toHaveTextContent(
      `Failed to save the snippet: ${SNIPPET_MESSAGES.notFound}`,
    );
  });

  it('asks before deleting: Cancel keeps it, Delete removes it for everyone', async () => {
    const store = snippetStore([SCORE_LINE, RISK_NOTE]);
    const calls = renderPanel({ [LIST]: store.list, [REMOVE(1)]: store.remove(1) });
    const user = await openManager();

    await user.click(within(panel()).getByRole('button', { name: 'Delete “Score line”' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete snippet' });
    expect(dialog).toHaveTextContent('Delete “Score line”?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(within(panel()).getByRole('button', { name: 'Delete “Score line”' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await within(panel()).findByRole('status')).toHaveTextContent(SNIPPET_MESSAGES.deleted);
    await waitFor(() =>
      expect(
        within(panel()).queryByRole('button', { name: 'Delete “Score line”' }),
      ).not.toBeInTheDocument(),
    );
    expect(within(panel()).getByRole('button', { name: 'Delete “Risk note”' })).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'DELETE')?.url).toContain('/api/admin/snippets/1/');
  });

  it('says when a deletion fails, and reads the list again', async () => {
    const calls = renderPanel({
      [LIST]: { status: 200, body: { snippets: [SCORE_LINE] } },
      [REMOVE(1)]: { status: 404, body: { detail: SNIPPET_MESSAGES.notFound } },
    });
    const user = await openManager();
    const listsBefore = listCalls(calls).length;
    await user.click(within(panel()).getByRole('button', { name: 'Delete “Score line”' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await within(panel()).findByRole('alert')).toHaveTextContent(
      `Failed to delete the snippet: ${SNIPPET_MESSAGES.notFound}`,
    );
    await waitFor(() => expect(listCalls(calls).length).toBeGreaterThan(listsBefore));
  });
});
