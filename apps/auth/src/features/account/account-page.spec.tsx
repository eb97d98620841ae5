import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS, MESSAGES, ROUTES } from '@profileproof/contracts';
import {
  ACCOUNT_MESSAGES,
  ACCOUNT_SCREEN,
  type AccountSession,
  ACCOUNT_API_PATHS,
  ACCOUNT_CONFIRM_PARAM,
} from '@profileproof/contracts/account';
import { BILLING_API_PATHS } from '@profileproof/contracts/billing';
import {
  renderScreen,
  resetBrowserState,
  signInForTest,
  stubFetch,
} from '@profileproof/web-testing';
import { AccountPage } from './account-page';

const PROFILE = `GET ${API_PATHS.auth.profile}`;
const SESSIONS = `GET ${ACCOUNT_API_PATHS.sessions}`;
const HERE: AccountSession = {
  id: '11111111-1111-4111-8111-111111111111',
  created_at: '2026-11-20T10:00:00Z',
  last_used_at: '2026-11-26T09:00:00Z',
  device: 'Chrome 131 on macOS',
  ip: '203.0.113.0/24',
  current: true,
};
const PHONE: AccountSession = {
  ...HERE,
  id: '22222222-2222-4222-8222-222222222222',
  device: 'Safari 17 on iOS',
  ip: '2001:db8:abcd::/48',
  current: false,
};

/** Billing is off: the page reads as before issue 40 (billing-section.spec.tsx has it on). */
const BILLING_OFF = {
  [`GET ${BILLING_API_PATHS.me}`]: {
    status: 200,
    body: { enabled: false, provider: null, tier: 'free', invoices: [] },
  },
};

function profile(hasPassword = true) {
  signInForTest('user', 'ada@example.com');
  return {
    ...BILLING_OFF,
    [PROFILE]: {
      status: 200,
      body: {
        id: 1,
        email: 'ada@example.com',
        role: 'user',
        is_verified: true,
        has_password: hasPassword,
      },
    },
  };
}

function renderAccount() {
  renderScreen(<AccountPage />, { path: ROUTES.account });
}

describe('account page', () => {
  beforeEach(resetBrowserState);

  it('shows its sections in order, with each session and this device marked', async () => {
    stubFetch({ ...profile(), [SESSIONS]: { status: 200, body: [HERE, PHONE] } });
    renderAccount();
    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'Password',
      'E-mail address',
      "Where you're signed in",
      'Your data',
      'Close account',
    ]);
    const list = await screen.findByRole('list', { name: ACCOUNT_SCREEN.sessions.heading });
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Chrome 131 on macOS');
    expect(rows[0]).toHaveTextContent('This device');
    expect(rows[0]).toHaveTextContent('203.0.113.0/24');
    expect(within(rows[0]).queryByRole('button')).toBeNull();
    expect(
      within(rows[1]).getByRole('button', { name: 'Sign out Safari 17 on iOS' }),
    ).toBeVisible();
  });

  it('signs one session out and every other one', async () => {
    let listed = [HERE, PHONE];
    const calls = stubFetch({
      ...profile(),
      [SESSIONS]: () => ({ status: 200, body: listed }),
      [`DELETE ${ACCOUNT_API_PATHS.session(PHONE.id)}`]: () => {
        listed = [HERE];
        return { status: 204 };
      },
      [`POST ${ACCOUNT_API_PATHS.revokeOtherSessions}`]: { status: 200, body: { revoked: 0 } },
    });
    const user = userEvent.setup({ delay: null });
    renderAccount();
    await user.click(await screen.findByRole('button', { name: 'Sign out Safari 17 on iOS' }));
    await waitFor(() => expect(screen.queryByText('Safari 17 on iOS')).toBeNull());
    expect(calls.some((call) => call.method === 'DELETE')).toBe(true);
    expect(screen.getByText(ACCOUNT_SCREEN.sessions.noOthers)).toBeVisible();
    expect(
      screen.getByRole('button', { name: ACCOUNT_SCREEN.sessions.signOutOthers }),
    ).toBeDisabled();
  });

  it("checks the password form before sending, and shows the API's refusal on its field", async () => {
    const calls = stubFetch({
      ...profile(),
      [SESSIONS]: { status: 200, body: [HERE] },
      [`POST ${ACCOUNT_API_PATHS.passwordChange}`]: {
        status: 400,
        body: {
          detail: ACCOUNT_MESSAGES.currentPasswordWrong,
          errors: { current_password: [ACCOUNT_MESSAGES.currentPasswordWrong] },
        },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderAccount();
    const submit = await screen.findByRole('button', { name: ACCOUNT_SCREEN.password.submit });
    await user.click(submit);
    expect(screen.getByLabelText(ACCOUNT_SCREEN.password.current)).toHaveAccessibleDescription(
      ACCOUNT_SCREEN.password.currentRequired,
    );
    await user.type(screen.getByLabelText(ACCOUNT_SCREEN.password.current), 'old password');
    await user.type(screen.getByLabelText(ACCOUNT_SCREEN.password.new), 'short');
    await user.click(submit);
    expect(screen.getByLabelText(ACCOUNT_SCREEN.password.new)).toHaveAccessibleDescription(
      MESSAGES.resetPassword.passwordTooShort,
    );
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    await user.clear(screen.getByLabelText(ACCOUNT_SCREEN.password.new));
    await user.type(screen.getByLabelText(ACCOUNT_SCREEN.password.new), 'a much better secret');
    await user.type(screen.getByLabelText(ACCOUNT_SCREEN.password.confirm), 'a much better secret');
    await user.click(submit);
    await waitFor(() =>
      expect(screen.getByLabelText(ACCOUNT_SCREEN.password.current)).toHaveAccessibleDescription(
        ACCOUNT_MESSAGES.currentPasswordWrong,
      ),
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      current_password: 'old password',
      password: 'a much better secret',
      password2: 'a much better secret',
    });
  });

  it('asks for the new address and the password, then says to check the new inbox', async () => {
    stubFetch({
      ...profile(),
      [SESSIONS]: { status: 200, body: [HERE] },
      [`POST ${ACCOUNT_API_PATHS.emailChange}`]: {
        status: 202,
        body: { detail: ACCOUNT_MESSAGES.emailChangeSent },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderAccount();
    await user.type(await screen.findByLabelText(ACCOUNT_SCREEN.email.newEmail), 'new@example.com');
    await user.type(screen.getByLabelText(ACCOUNT_SCREEN.email.password), 'my password');
    await user.click(screen.getByRole('button', { name: ACCOUNT_SCREEN.email.submit }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.emailChangeSent)).toBeVisible();
    expect(screen.getByText(ACCOUNT_SCREEN.email.current('ada@example.com'))).toBeVisible();
  });

  it('closes the account only with the typed word, then signs out to the login page', async () => {
    const calls = stubFetch({
      ...profile(),
      [SESSIONS]: { status: 200, body: [HERE] },
      [`DELETE ${ACCOUNT_API_PATHS.account}`]: { status: 204 },
      [`POST ${API_PATHS.auth.logout}`]: { status: 401, body: { detail: 'gone' } },
    });
    const user = userEvent.setup({ delay: null });
    renderAccount();
    await user.type(await screen.findByLabelText(ACCOUNT_SCREEN.close.password), 'my password');
    await user.type(screen.getByLabelText(ACCOUNT_SCREEN.close.confirm), 'delete');
    await user.click(screen.getByRole('button', { name: ACCOUNT_SCREEN.close.submit }));
    expect(screen.getByLabelText(ACCOUNT_SCREEN.close.confirm)).toHaveAccessibleDescription(
      ACCOUNT_MESSAGES.confirmRequired,
    );
    await user.clear(screen.getByLabelText(ACCOUNT_SCREEN.close.confirm));
    await user.type(screen.getByLabelText(ACCOUNT_SCREEN.close.confirm), 'DELETE');
    await user.click(screen.getByRole('button', { name: ACCOUNT_SCREEN.close.submit }));
    expect(await screen.findByTestId('location')).toHaveTextContent(ROUTES.login);
    expect(calls.find((call) => call.method === 'DELETE')?.body).toEqual({
      password: 'my password',
      confirm: 'DELETE',
    });
  });

  it('asks a Google-only account for no password, and explains the fresh sign-in', async () => {
    stubFetch({ ...profile(false), [SESSIONS]: { status: 200, body: [HERE] } });
    renderAccount();
    expect(await screen.findByText(ACCOUNT_SCREEN.password.noPassword)).toBeVisible();
    expect(screen.getByText(ACCOUNT_SCREEN.close.googleOnly)).toBeVisible();
    expect(screen.queryByLabelText(ACCOUNT_SCREEN.close.password)).toBeNull();
  });
});

describe('the e-mail change link on the account page', () => {
  beforeEach(resetBrowserState);

  it('shows the new address, asks for the password, and only then confirms', async () => {
    let email = 'ada@example.com';
    signInForTest('user', email);
    const user = userEvent.setup();
    const calls = stubFetch({
      ...BILLING_OFF,
      [PROFILE]: () => ({
        status: 200,
        body: { id: 1, email, role: 'user', is_verified: true, has_password: true },
      }),
      [SESSIONS]: { status: 200, body: [HERE] },
      [`POST ${ACCOUNT_API_PATHS.emailChangePreview}`]: {
        status: 200,
        body: { new_email: 'new@example.com', confirm_with: 'password' },
      },
      [`POST ${ACCOUNT_API_PATHS.emailChangeConfirm}`]: () => {
        email = 'new@example.com';
        return { status: 200, body: { detail: ACCOUNT_MESSAGES.emailChanged } };
      },
    });
    renderScreen(<AccountPage />, {
      path: ROUTES.account,
      entry: `${ROUTES.account}?${ACCOUNT_CONFIRM_PARAM}=abc`,
    });
    expect(
      await screen.findByText(ACCOUNT_SCREEN.confirmEmail.newAddress('new@example.com')),
    ).toBeVisible();
    // Nothing is confirmed on arrival.
    expect(calls.filter((call) => call.url.endsWith(ACCOUNT_API_PATHS.emailChangeConfirm))).toEqual(
      [],
    );
    const form = screen.getByRole('form', { name: ACCOUNT_SCREEN.confirmEmail.heading });
    await user.click(
      within(form).getByRole('button', { name: ACCOUNT_SCREEN.confirmEmail.submit }),
    );
    expect(
      within(form).getByLabelText(ACCOUNT_SCREEN.confirmEmail.password),
    ).toHaveAccessibleDescription(ACCOUNT_MESSAGES.emailChangePasswordRequired);
    await user.type(within(form).getByLabelText(ACCOUNT_SCREEN.confirmEmail.password), 'secret');
    await user.click(
      within(form).getByRole('button', { name: ACCOUNT_SCREEN.confirmEmail.submit }),
    );
    expect(await screen.findByText(ACCOUNT_MESSAGES.emailChanged)).toBeVisible();
    expect(await screen.findByText(ACCOUNT_SCREEN.email.current('new@example.com'))).toBeVisible();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { token: 'abc' },
      { token: 'abc', password: 'secret' },
    ]);
  });

  it('shows a wrong password on its field, and changes nothing', async () => {
    stubFetch({
      ...profile(),
      [SESSIONS]: { status: 200, body: [HERE] },
      [`POST ${ACCOUNT_API_PATHS.emailChangePreview}`]: {
        status: 200,
        body: { new_email: 'new@example.com', confirm_with: 'password' },
      },
      [`POST ${ACCOUNT_API_PATHS.emailChangeConfirm}`]: {
        status: 400,
        body: {
          detail: ACCOUNT_MESSAGES.passwordWrong,
          errors: { password: [ACCOUNT_MESSAGES.passwordWrong] },
        },
      },
    });
    const user = userEvent.setup();
    renderScreen(<AccountPage />, {
      path: ROUTES.account,
      entry: `${ROUTES.account}?${ACCOUNT_CONFIRM_PARAM}=abc`,
    });
    const field = await screen.findByLabelText(ACCOUNT_SCREEN.confirmEmail.password);
    await user.type(field, 'wrong');
    await user.click(screen.getByRole('button', { name: ACCOUNT_SCREEN.confirmEmail.submit }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(ACCOUNT_MESSAGES.passwordWrong));
  });

  it('says why a used or foreign link fails', async () => {
    stubFetch({
      ...profile(),
      [SESSIONS]: { status: 200, body: [HERE] },
      [`POST ${ACCOUNT_API_PATHS.emailChangePreview}`]: {
        status: 400,
        body: { detail: ACCOUNT_MESSAGES.emailChangeLinkInvalid },
      },
    });
    renderScreen(<AccountPage />, {
      path: ROUTES.account,
      entry: `${ROUTES.account}?${ACCOUNT_CONFIRM_PARAM}=used`,
    });
    expect(await screen.findByText(ACCOUNT_MESSAGES.emailChangeLinkInvalid)).toBeVisible();
  });
});
