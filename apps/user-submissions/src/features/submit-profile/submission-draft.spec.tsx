import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROUTES } from '@profileproof/contracts';
import { DRAFT_MESSAGES, readDraft } from '@profileproof/session/drafts';
import {
  renderScreen,
  resetBrowserState,
  stubFetch,
  type StubbedCall,
} from '@profileproof/web-testing';
import { aSubscription, NO_BILLING, ROUTE, signIn } from '../../testing/fixtures';
import { SUBMISSION_DRAFT_SCOPE } from './components/submission-form';
import { SubmitProfileScreen } from './components/submit-profile-screen';

const ADA = 'ada@example.com';
const PROFILE = 'https://www.linkedin.com/in/ada-lovelace';
const LONG_MESSAGE =
  'I am moving from teaching into product management.\nPlease look hard at my headline and the about section: I rewrote them twice.';

/** /inputMain for `email`, once the session check and the plan have answered. */
async function renderSubmit(email = ADA) {
  const calls = stubFetch({
    ...signIn('user', email),
    ...NO_BILLING,
    [ROUTE.subscription]: { status: 200, body: aSubscription() },
    [ROUTE.submit]: {
      status: 201,
      body: { message: 'Profile submitted successfully!', limit_reached: false },
    },
  });
  renderScreen(<SubmitProfileScreen />, { path: ROUTES.inputMain });
  await screen.findByText(/left this month/);
  return calls;
}

const urlField = () => screen.getByLabelText('LinkedIn profile URL') as HTMLInputElement;
const messageField = () => screen.getByLabelText('Message (optional)') as HTMLTextAreaElement;
const restoredNotice = () => screen.queryByText(/^We restored your unsent draft from /);
const submitCalls = (calls: StubbedCall[]) => calls.filter((call) => call.method === 'POST');

async function typeAndLeave(email = ADA) {
  await renderSubmit(email);
  const user = userEvent.setup({ delay: null });
  await user.type(urlField(), PROFILE);
  await user.type(messageField(), LONG_MESSAGE);
  // The session ends by itself, or the page is reloaded: the form goes away.
  cleanup();
}

describe('profile analysis screen: unsent work kept in the browser', () => {
  beforeEach(resetBrowserState);
  afterEach(() => jest.restoreAllMocks());

  it('restores the typed link and message for the same user, with a notice, and sends exactly them', async () => {
    await typeAndLeave();
    const calls = await renderSubmit();
    expect(restoredNotice()).toBeInTheDocument();
    expect(urlField().value).toBe(PROFILE);
    expect(messageField().value).toBe(LONG_MESSAGE);

    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByText(/Profile submitted successfully!/)).toBeInTheDocument();
    expect(submitCalls(calls)[0].body).toEqual({ linkedin_url: PROFILE, message: LONG_MESSAGE });
    expect(restoredNotice()).not.toBeInTheDocument();
    expect(readDraft(ADA, SUBMISSION_DRAFT_SCOPE)).toBeNull();
  });

  it('shows nothing of it to another account on the same browser', async () => {
    await typeAndLeave();
    await renderSubmit('grace@example.com');
    expect(restoredNotice()).not.toBeInTheDocument();
    expect(urlField().value).toBe('');
    expect(messageField().value).toBe('');
    expect(readDraft(ADA, SUBMISSION_DRAFT_SCOPE)?.value).toEqual({
      url: PROFILE,
      message: LONG_MESSAGE,
    });
  });

  it('asks before a reload throws typed work away, and not once there is none', async () => {
    await renderSubmit();
    const user = userEvent.setup({ delay: null });
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      act(() => {
        window.dispatchEvent(event);
      });
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await user.type(messageField(), 'Half a thought');
    expect(unload()).toBe(true);
    await user.clear(messageField());
    expect(unload()).toBe(false);
  });

  it('Discard draft asks, then empties the form and forgets the draft', async () => {
    await typeAndLeave();
    await renderSubmit();
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: DRAFT_MESSAGES.discard }));
    expect(confirm).toHaveBeenCalledWith(DRAFT_MESSAGES.discardQuestion);
    expect(restoredNotice()).not.toBeInTheDocument();
    expect(urlField().value).toBe('');
    expect(messageField().value).toBe('');
    cleanup();
    expect(readDraft(ADA, SUBMISSION_DRAFT_SCOPE)).toBeNull();
  });
});
