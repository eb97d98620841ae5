import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROUTES, STORAGE_KEYS } from '@profileproof/contracts';
import { TWO_STEP_MESSAGES } from '@profileproof/contracts/two-step';
import { renderScreen, resetBrowserState, stubFetch } from '@profileproof/web-testing';
import { LoginScreen } from './components/login-screen';

const LOGIN = 'POST /api/auth/login/';
const SECOND_STEP = 'POST /api/auth/login/2fa/';
const SESSION = {
  access: 'access-2fa',
  refresh: 'refresh-2fa',
  role: 'user',
  email: 'ada@example.com',
  user_id: 3,
  is_new_user: false,
};

async function logIn() {
  const user = userEvent.setup({ delay: null });
  renderScreen(<LoginScreen />, { path: ROUTES.login, entry: ROUTES.login });
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), 'correct horse');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  return user;
}

describe('login with two-step sign-in', () => {
  beforeEach(resetBrowserState);

  it('asks for the code after the password, and signs in only with it', async () => {
    const calls = stubFetch({
      [LOGIN]: { status: 200, body: { mfa_required: true, mfa_token: 'challenge-1' } },
      [SECOND_STEP]: { status: 200, body: SESSION },
    });
    const user = await logIn();
    const dialog = await screen.findByRole('dialog', { name: 'Enter your code' });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    await user.type(screen.getByLabelText('Code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(ROUTES.landing);
    expect(calls.at(-1)?.body).toEqual({ mfa_token: 'challenge-1', code: '123456' });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('access-2fa');
    expect(dialog).not.toBeInTheDocument();
  });

  it('says a code is wrong, and takes a backup code instead', async () => {
    let attempts = 0;
    const calls = stubFetch({
      [LOGIN]: { status: 200, body: { mfa_required: true, mfa_token: 'challenge-2' } },
      [SECOND_STEP]: () =>
        (attempts += 1) === 1
          ? { status: 401, body: { detail: TWO_STEP_MESSAGES.wrongCode } }
          : { status: 200, body: SESSION },
    });
    const user = await logIn();
    await user.type(await screen.findByLabelText('Code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(TWO_STEP_MESSAGES.wrongCode);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Use a backup code instead' }));
    await user.type(screen.getByLabelText('Backup code'), 'abcde-fghij');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(ROUTES.landing);
    expect(calls.at(-1)?.body).toEqual({ mfa_token: 'challenge-2', code: 'abcde-fghij' });
  });

  it('goes back to the password on "Back to sign in" (or Escape), signed out', async () => {
    stubFetch({ [LOGIN]: { status: 200, body: { mfa_required: true, mfa_token: 'c' } } });
    const user = await logIn();
    await user.click(await screen.findByRole('button', { name: 'Back to sign in' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('asks for the code before sending an empty one', async () => {
    const calls = stubFetch({
      [LOGIN]: { status: 200, body: { mfa_required: true, mfa_token: 'c' } },
    });
    const user = await logIn();
    await user.click(await screen.findByRole('button', { name: 'Verify' }));
    expect(screen.getByRole('alert')).toHaveTextContent(TWO_STEP_MESSAGES.codeFormat);
    expect(calls.filter((call) => call.url.includes('/2fa/'))).toHaveLength(0);
  });
});
