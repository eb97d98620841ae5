import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import { API_PATHS, ROUTES } from '@profileproof/contracts';
import { TWO_STEP_MESSAGES, TWO_STEP_SCREEN } from '@profileproof/contracts/two-step';
import {
  renderScreen,
  resetBrowserState,
  signInForTest,
  stubFetch,
} from '@profileproof/web-testing';
import { TwoStepSection } from './components/two-step-section';

const PROFILE = `GET ${API_PATHS.auth.profile}`;
const profile = (on: boolean, role: 'user' | 'admin' = 'user') => ({
  status: 200,
  body: { id: 1, email: 'ada@example.com', role, is_verified: true, two_step_enabled: on },
});
/** A promise's executor that never settles it. */
const NEVER = () => undefined;
const CODES = Array.from({ length: 10 }, (_, index) => `code${index}-abcde`);

function renderSection(role: 'user' | 'admin' = 'user') {
  const session = signInForTest(role, 'ada@example.com');
  renderScreen(<TwoStepSection />, { path: ROUTES.account, entry: ROUTES.account });
  return session;
}

describe('two-step sign-in section', () => {
  beforeEach(resetBrowserState);

  it('sets it up: QR code and key, a code to confirm, then the ten backup codes once', async () => {
    let on = false;
    const calls = stubFetch({
      [PROFILE]: () => profile(on),
      'POST /api/auth/2fa/setup/': {
        status: 200,
        body: { secret: 'JBSWY3DPEHPK3PXP', otpauth_url: 'otpauth://totp/x', qr_svg: '<svg/>' },
      },
      'POST /api/auth/2fa/enable/': () => {
        on = true;
        return { status: 200, body: { backup_codes: CODES } };
      },
    });
    renderSection();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Set up two-step sign-in' }));
    expect(await screen.findByRole('img', { name: /QR code/ })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/svg\+xml/),
    );
    expect(screen.getByTestId('two-step-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP');
    await user.type(screen.getByLabelText('Code from your app'), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));

    const list = await screen.findByRole('list', { name: 'Your backup codes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(calls.find((call) => call.url.includes('/enable/'))?.body).toEqual({ code: '123456' });
    await user.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(screen.queryByRole('list', { name: 'Your backup codes' })).not.toBeInTheDocument();
    expect(await screen.findByText('Two-step sign-in is on.')).toBeInTheDocument();
  });

  it('keeps the backup codes on screen when another query answers late after turning it on', async () => {
    // Turning it on refetches every query; the section's status answers first (on), another
    // screen's query never does: the codes must not wait for it, nor be lost when the form goes.
    let on = false;
    let otherCalls = 0;
    stubFetch({
      [PROFILE]: () => profile(on),
      'POST /api/auth/2fa/setup/': {
        status: 200,
        body: { secret: 'JBSWY3DPEHPK3PXP', otpauth_url: 'otpauth://totp/x', qr_svg: '<svg/>' },
      },
      'POST /api/auth/2fa/enable/': () => {
        on = true;
        return { status: 200, body: { backup_codes: CODES } };
      },
    });
    function OtherScreen() {
      const other = useQuery({
        queryKey: ['another screen'],
        // Its refetch never answers.
        queryFn: () => (++otherCalls === 1 ? Promise.resolve('first') : new Promise<string>(NEVER)),
      });
      return <p>{other.data}</p>;
    }
    signInForTest('user', 'ada@example.com');
    renderScreen(
      <>
        <TwoStepSection />
        <OtherScreen />
      </>,
      { path: ROUTES.account, entry: ROUTES.account },
    );
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Set up two-step sign-in' }));
    await user.type(await screen.findByLabelText('Code from your app'), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));

    const list = await screen.findByRole('list', { name: 'Your backup codes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    await waitFor(() => expect(otherCalls).toBe(2));
    expect(screen.getByRole('list', { name: 'Your backup codes' })).toBeInTheDocument();
  });

  it('shows a wrong code under the field and stays off', async () => {
    stubFetch({
      [PROFILE]: profile(false),
      'POST /api/auth/2fa/setup/': {
        status: 200,
        body: { secret: 'JBSWY3DPEHPK3PXP', otpauth_url: 'otpauth://totp/x', qr_svg: '<svg/>' },
      },
      'POST /api/auth/2fa/enable/': {
        status: 400,
        body: { detail: 'Validation failed', errors: { code: [TWO_STEP_MESSAGES.wrongCode] } },
      },
    });
    renderSection();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Set up two-step sign-in' }));
    await user.type(await screen.findByLabelText('Code from your app'), '000000');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Code from your app')).toHaveAccessibleDescription(
        TWO_STEP_MESSAGES.wrongCode,
      ),
    );
  });

  it('turns it off with the password and a code', async () => {
    let on = true;
    const calls = stubFetch({
      [PROFILE]: () => profile(on),
      'POST /api/auth/2fa/disable/': () => {
        on = false;
        return { status: 200, body: { detail: TWO_STEP_MESSAGES.disabled } };
      },
    });
    renderSection();
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('Current password'), 'correct horse');
    await user.type(screen.getByLabelText('Code from your app'), '654321');
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(
      await screen.findByRole('button', { name: 'Set up two-step sign-in' }),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.url.includes('/disable/'))?.body).toEqual({
      password: 'correct horse',
      code: '654321',
    });
  });

  it('tells an admin without it that the admin tools need it', async () => {
    stubFetch({ [PROFILE]: profile(false, 'admin') });
    renderSection('admin');
    expect(await screen.findByText(TWO_STEP_SCREEN.section.adminRequired)).toBeInTheDocument();
  });
});
