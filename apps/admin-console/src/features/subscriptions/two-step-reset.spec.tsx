import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROUTES, STORAGE_KEYS, type Subscriber } from '@profileproof/contracts';
import {
  TWO_STEP_MESSAGES,
  TWO_STEP_REQUIRED_CODE,
  TWO_STEP_SCREEN,
  TWO_STEP_API_PATHS,
} from '@profileproof/contracts/two-step';
import { renderScreen, resetBrowserState, stubFetch } from '@profileproof/web-testing';
import { aSubscriber, ROUTE, signIn } from '../../testing/fixtures';
import { SubscriptionsScreen } from './components/subscriptions-screen';

const TEXT = TWO_STEP_SCREEN.admin;
const RESET = `DELETE ${TWO_STEP_API_PATHS.adminReset}`;

function rowOf(email: string): HTMLElement {
  const row = screen
    .getAllByRole('row')
    .find((candidate) => candidate.querySelector('th')?.textContent === email);
  if (!row) throw new Error(`No row for ${email}`);
  return row;
}

describe('resetting a user’s two-step sign-in', () => {
  beforeEach(resetBrowserState);

  it('is offered only on the rows of users who have it, asked first, then done', async () => {
    const list: Subscriber[] = [
      aSubscriber({ email: 'on@example.com', two_step_enabled: true }),
      aSubscriber({ email: 'off@example.com', two_step_enabled: false }),
    ];
    const calls = stubFetch({
      ...signIn('admin'),
      [ROUTE.subscribers]: { status: 200, body: { success: true, data: list } },
      [RESET]: { status: 200, body: { success: true } },
    });
    renderScreen(<SubscriptionsScreen />, { path: ROUTES.adminSubscriptions });
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('table');
    expect(
      within(rowOf('off@example.com')).queryByRole('button', { name: /Reset two-step/ }),
    ).not.toBeInTheDocument();

    await user.click(
      within(rowOf('on@example.com')).getByRole('button', { name: /Reset two-step/ }),
    );
    const dialog = screen.getByRole('dialog', { name: TEXT.confirmTitle });
    expect(dialog).toHaveTextContent(TEXT.confirmBody('on@example.com'));
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: TEXT.confirm }));

    expect(await screen.findByText(TEXT.done('on@example.com'))).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'DELETE')?.url).toContain('email=on%40example.com');
    expect(
      within(rowOf('on@example.com')).queryByRole('button', { name: /Reset two-step/ }),
    ).not.toBeInTheDocument();
  });

  it('sends an admin without two-step sign-in to the Account page, still signed in', async () => {
    stubFetch({
      ...signIn('admin'),
      [ROUTE.subscribers]: {
        status: 403,
        body: { detail: TWO_STEP_MESSAGES.required, code: TWO_STEP_REQUIRED_CODE },
      },
    });
    renderScreen(<SubscriptionsScreen />, { path: ROUTES.adminSubscriptions });
    expect(await screen.findByTestId('location')).toHaveTextContent(ROUTES.account);
    expect(localStorage.getItem(STORAGE_KEYS.token)).not.toBeNull();
  });
});
