import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, ROUTES } from '@profileproof/contracts';
import { renderScreen, resetBrowserState, stubFetch } from '@profileproof/web-testing';
import { ForgotPasswordScreen } from './components/forgot-password-screen';

describe('forgot password screen', () => {
  beforeEach(resetBrowserState);

  it('asks for the e-mail address before sending anything', async () => {
    const calls = stubFetch({});
    renderScreen(<ForgotPasswordScreen />, { path: ROUTES.forgotPassword });
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.forgotPassword.emailRequired);
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(calls).toHaveLength(0);
  });

  it('sends the link and confirms, with a way back to login', async () => {
    const calls = stubFetch({
      'POST /api/auth/password-reset/': {
        status: 200,
        body: { detail: 'If an account exists, a link was sent.' },
      },
    });
    renderScreen(<ForgotPasswordScreen />, { path: ROUTES.forgotPassword });
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute(
      'href',
      ROUTES.login,
    );
    await userEvent.type(screen.getByLabelText('Email'), ' ada@example.com ');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Check your inbox' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/If an account exists for/)).toHaveTextContent('ada@example.com');
    expect(calls[0].body).toEqual({ email: 'ada@example.com' });
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute(
      'href',
      ROUTES.login,
    );
  });
});
