import { screen } from '@testing-library/react';
import { ACCOUNT_MESSAGES, ACCOUNT_SCREEN, API_PATHS, ROUTES } from '@profileproof/contracts';
import {
  renderScreen,
  resetBrowserState,
  signInForTest,
  stubFetch,
} from '@profileproof/web-testing';
import { ConfirmEmailScreen } from './components/confirm-email-screen';

const CONFIRM = `POST ${API_PATHS.account.emailChangeConfirm}`;

describe('e-mail change confirmation page', () => {
  beforeEach(resetBrowserState);

  it('confirms the link once on arrival', async () => {
    const calls = stubFetch({
      ...signInForTest('user', 'ada@example.com'),
      [CONFIRM]: { status: 200, body: { detail: ACCOUNT_MESSAGES.emailChanged } },
    });
    renderScreen(<ConfirmEmailScreen />, {
      path: ROUTES.confirmEmailChange,
      entry: `${ROUTES.confirmEmailChange}?token=abc`,
    });
    expect(await screen.findByText(ACCOUNT_MESSAGES.emailChanged)).toBeVisible();
    expect(screen.getByRole('link', { name: ACCOUNT_SCREEN.confirmEmail.back })).toHaveAttribute(
      'href',
      ROUTES.account,
    );
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { token: 'abc' },
    ]);
  });

  it('says why a used or foreign link fails', async () => {
    stubFetch({
      ...signInForTest('user', 'ada@example.com'),
      [CONFIRM]: { status: 400, body: { detail: ACCOUNT_MESSAGES.emailChangeLinkInvalid } },
    });
    renderScreen(<ConfirmEmailScreen />, {
      path: ROUTES.confirmEmailChange,
      entry: `${ROUTES.confirmEmailChange}?token=used`,
    });
    expect(await screen.findByText(ACCOUNT_MESSAGES.emailChangeLinkInvalid)).toBeVisible();
  });

  it('says a link without its token is incomplete, and sends nothing', () => {
    const calls = stubFetch({ ...signInForTest('user', 'ada@example.com') });
    renderScreen(<ConfirmEmailScreen />, { path: ROUTES.confirmEmailChange });
    expect(screen.getByText(ACCOUNT_SCREEN.confirmEmail.missingToken)).toBeVisible();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });
});
