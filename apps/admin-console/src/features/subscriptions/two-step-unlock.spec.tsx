import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROUTES, type Subscriber } from '@profileproof/contracts';
import {
  TWO_STEP_API_PATHS,
  TWO_STEP_MESSAGES,
  TWO_STEP_SCREEN,
} from '@profileproof/contracts/two-step';
import { renderScreen, resetBrowserState, stubFetch } from '@profileproof/web-testing';
import { aSubscriber, ROUTE, signIn } from '../../testing/fixtures';
import { SubscriptionsScreen } from './components/subscriptions-screen';

const TEXT = TWO_STEP_SCREEN.admin;
const UNLOCK = `POST ${TWO_STEP_API_PATHS.adminUnlock}`;

function rowOf(email: string): HTMLElement {
  const row = screen
    .getAllByRole('row')
    .find((candidate) => candidate.querySelector('th')?.textContent === email);
  if (!row) throw new Error(`No row for ${email}`);
  return row;
}

const unlockButton = (email: string) =>
  within(rowOf(email)).queryByRole('button', { name: new RegExp(TEXT.unlock) });

describe('unlocking a user locked out by wrong sign-in codes (issue 36)', () => {
  beforeEach(resetBrowserState);

  const list: Subscriber[] = [
    aSubscriber({ email: 'locked@example.com', two_step_enabled: true, two_step_locked: true }),
    aSubscriber({ email: 'fine@example.com', two_step_enabled: true, two_step_locked: false }),
  ];

  it('is offered only on locked rows, asked first, then done; two-step sign-in stays on', async () => {
    const calls = stubFetch({
      ...signIn('admin'),
      [ROUTE.subscribers]: { status: 200, body: { success: true, data: list } },
      [UNLOCK]: { status: 200, body: { success: true } },
    });
    renderScreen(<SubscriptionsScreen />, { path: ROUTES.adminSubscriptions });
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('table');
    expect(unlockButton('fine@example.com')).not.toBeInTheDocument();

    await user.click(unlockButton('locked@example.com') as HTMLElement);
    const dialog = screen.getByRole('dialog', { name: TEXT.unlockTitle });
    expect(dialog).toHaveTextContent(TEXT.unlockBody('locked@example.com'));
    expect(calls.filter((call) => call.url.includes(TWO_STEP_API_PATHS.adminUnlock))).toHaveLength(
      0,
    );
    await user.click(within(dialog).getByRole('button', { name: TEXT.unlockConfirm }));

    expect(await screen.findByText(TEXT.unlockDone('locked@example.com'))).toBeInTheDocument();
    const sent = calls.find((call) => call.url.includes(TWO_STEP_API_PATHS.adminUnlock));
    expect(sent?.method).toBe('POST');
    expect(sent?.body).toEqual({ email: 'locked@example.com' });
    expect(unlockButton('locked@example.com')).not.toBeInTheDocument();
    // The reset (which turns two-step sign-in off) is still offered: the unlock kept it on.
    expect(
      within(rowOf('locked@example.com')).getByRole('button', { name: /Reset two-step/ }),
    ).toBeInTheDocument();
  });

  it('says why when the server refuses (already unlocked elsewhere)', async () => {
    stubFetch({
      ...signIn('admin'),
      [ROUTE.subscribers]: { status: 200, body: { success: true, data: list } },
      [UNLOCK]: { status: 409, body: { detail: TWO_STEP_MESSAGES.notLocked } },
    });
    renderScreen(<SubscriptionsScreen />, { path: ROUTES.adminSubscriptions });
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('table');
    await user.click(unlockButton('locked@example.com') as HTMLElement);
    await user.click(
      within(screen.getByRole('dialog', { name: TEXT.unlockTitle })).getByRole('button', {
        name: TEXT.unlockConfirm,
      }),
    );
    expect(
      await screen.findByText(`${TEXT.unlockFailed}: ${TWO_STEP_MESSAGES.notLocked}`),
    ).toBeInTheDocument();
  });
});
