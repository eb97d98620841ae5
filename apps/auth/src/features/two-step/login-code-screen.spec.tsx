import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROUTES, STORAGE_KEYS } from '@profileproof/contracts';
import { TWO_STEP_MESSAGES } from '@profileproof/contracts/two-step';
import { renderScreen, resetBrowserState, stubFetch } from '@profileproof/web-testing';
import { LoginCodeScreen } from './components/login-code-screen';

const SECOND_STEP = 'POST /api/auth/login/2fa/';
const SESSION = {
  access: 'access-2fa',
  refresh: 'refresh-2fa',
  role: 'user',
  email: 'ada@example.com',
  user_id: 3,
  is_new_user: false,
};

function renderCodeStep(state: unknown = { mfa_token: 'challenge-1', from: '/submission/7' }) {
  renderScreen(<LoginCodeScreen />, {
    path: ROUTES.loginCode,
    entry: { pathname: ROUTES.loginCode, state },
  });
  return userEvent.setup({ delay: null });
}

describe('the login code step', () => {
  beforeEach(resetBrowserState);

  it('signs in with the code and goes where the visitor was going', async () => {
    const calls = stubFetch({ [SECOND_STEP]: { status: 200, body: SESSION } });
    const user = renderCodeStep();
    await user.type(screen.getByLabelText('Code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/submission/7');
    expect(calls.at(-1)?.body).toEqual({ mfa_token: 'challenge-1', code: '123456' });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('access-2fa');
  });

  it('says a code is wrong, stores nothing, and takes a backup code instead', async () => {
    let attempts = 0;
    const calls = stubFetch({
      [SECOND_STEP]: () =>
        (attempts += 1) === 1
          ? { status: 401, body: { detail: TWO_STEP_MESSAGES.wrongCode } }
          : { status: 200, body: SESSION },
    });
    const user = renderCodeStep();
    await user.type(screen.getByLabelText('Code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(TWO_STEP_MESSAGES.wrongCode);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Use a backup code instead' }));
    await user.type(screen.getByLabelText('Backup code'), 'abcde-fghij');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/submission/7');
    expect(calls.at(-1)?.body).toEqual({ mfa_token: 'challenge-1', code: 'abcde-fghij' });
  });

  it('ends with an ended token: no more codes, back to sign in', async () => {
    stubFetch({
      [SECOND_STEP]: { status: 401, body: { detail: TWO_STEP_MESSAGES.challengeInvalid } },
    });
    const user = renderCodeStep();
    await user.type(screen.getByLabelText('Code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(TWO_STEP_MESSAGES.challengeInvalid);
    expect(screen.getByRole('button', { name: 'Verify' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute(
      'href',
      ROUTES.login,
    );
  });

  it('ends once the account is locked out: the message, and no more codes', async () => {
    const calls = stubFetch({
      [SECOND_STEP]: { status: 423, body: { detail: TWO_STEP_MESSAGES.locked } },
    });
    const user = renderCodeStep();
    await user.type(screen.getByLabelText('Code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(TWO_STEP_MESSAGES.locked);
    expect(screen.getByRole('button', { name: 'Verify' })).toBeDisabled();
    expect(screen.getByLabelText('Code')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Use a backup code instead' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Reset your password' })).toHaveAttribute(
      'href',
      ROUTES.forgotPassword,
    );
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('asks for the code before sending an empty one', async () => {
    const calls = stubFetch({});
    const user = renderCodeStep();
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByRole('alert')).toHaveTextContent(TWO_STEP_MESSAGES.codeFormat);
    expect(calls).toHaveLength(0);
  });

  it('opened without a token (a reload), sends back to sign in', () => {
    stubFetch({});
    renderCodeStep(null);
    expect(screen.getByText(TWO_STEP_MESSAGES.challengeInvalid)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Verify' })).not.toBeInTheDocument();
  });
});
