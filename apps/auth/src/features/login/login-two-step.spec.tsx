import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROUTES, STORAGE_KEYS } from '@profileproof/contracts';
import { renderScreen, resetBrowserState, stubFetch } from '@profileproof/web-testing';
import { LoginScreen } from './components/login-screen';

describe('login of an account with two-step sign-in', () => {
  beforeEach(resetBrowserState);

  it('goes on to the code step after a right password, storing no session', async () => {
    stubFetch({
      'POST /api/auth/login/': {
        status: 200,
        body: { mfa_required: true, mfa_token: 'challenge-1' },
      },
    });
    renderScreen(<LoginScreen />, { path: ROUTES.login });
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(ROUTES.loginCode);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });
});
