import { fireEvent, screen, within } from '@testing-library/react';
import { DESK_MESSAGES, type SubmissionNote, VALIDATION_FAILED } from '@profileproof/contracts';
import { DESK_SCREENS } from '@profileproof/contracts/desk';
import {
  renderScreen,
  resetBrowserState,
  stubFetch,
  type StubReply,
} from '@profileproof/web-testing';
import { axeViolations } from '../../testing/axe';
import { ROUTE, signIn } from '../../testing/fixtures';
import { NotesPanel } from './components/notes-panel';

const TEXT = DESK_SCREENS.notes;
const NOTE: SubmissionNote = {
  id: 1,
  author: 'ada@example.com',
  text: 'Customer asked for a call.\nCheck the headline first.',
  created_at: '2025-06-05T09:30:00.000Z',
};

function renderPanel(list: StubReply, add?: StubReply) {
  const calls = stubFetch({
    ...signIn('admin'),
    [ROUTE.notes(7)]: list,
    ...(add ? { [ROUTE.addNote(7)]: add } : {}),
  });
  const { container } = renderScreen(<NotesPanel submissionId={7} />, { path: '/' });
  return Object.assign(calls, { container });
}

const panel = async () =>
  within(await screen.findByRole('region', { name: new RegExp(TEXT.title) }));

describe('internal notes panel', () => {
  beforeEach(resetBrowserState);

  it('lists the notes with who wrote them, says they are internal, and has no axe violations', async () => {
    const { container } = renderPanel({
      status: 200,
      body: [NOTE, { ...NOTE, id: 2, author: null, text: 'Old' }],
    });
    const notes = await panel();
    expect(await notes.findByText(/Customer asked for a call/)).toBeInTheDocument();
    expect(notes.getByText(TEXT.hint)).toBeInTheDocument();
    expect(notes.getAllByRole('listitem')).toHaveLength(2);
    expect(notes.getByText(/Former admin/)).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('adds a note, shows it at the end and empties the field', async () => {
    const calls = renderPanel(
      { status: 200, body: [] },
      { status: 201, body: { ...NOTE, id: 3, text: 'Looks like a bot' } },
    );
    const notes = await panel();
    expect(await notes.findByText(TEXT.empty)).toBeInTheDocument();
    const field = notes.getByLabelText(TEXT.label);
    fireEvent.change(field, { target: { value: 'Looks like a bot' } });
    fireEvent.click(notes.getByRole('button', { name: TEXT.add }));
    expect(await notes.findByText('Looks like a bot')).toBeInTheDocument();
    expect(field).toHaveValue('');
    expect(
      calls.find((call) => call.method === 'POST' && call.url.includes('/notes/'))?.body,
    ).toEqual({
      text: 'Looks like a bot',
    });
  });

  it("keeps the text and shows the API's refusal under the field", async () => {
    renderPanel(
      { status: 200, body: [] },
      {
        status: 400,
        body: { detail: VALIDATION_FAILED, errors: { text: [DESK_MESSAGES.noteTooLong] } },
      },
    );
    const notes = await panel();
    const field = notes.getByLabelText(TEXT.label);
    fireEvent.change(field, { target: { value: 'x' } });
    fireEvent.click(notes.getByRole('button', { name: TEXT.add }));
    expect(await notes.findByText(DESK_MESSAGES.noteTooLong)).toBeInTheDocument();
    expect(field).toHaveValue('x');
  });
});
