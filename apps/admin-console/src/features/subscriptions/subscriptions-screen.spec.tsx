import { SUBSCRIPTIONS_SCREEN } from '@profileproof/contracts/admin-screens';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  MESSAGES,
  ROUTES,
  STORAGE_KEYS,
  SUBSCRIPTION_NOT_FOUND_ERROR,
  SUBSCRIPTION_USER_NOT_FOUND_ERROR,
  SUBSCRIPTIONS_TABLE_MISSING_ERROR,
  SUCCESS_MESSAGE_MS,
  type Subscriber,
} from '@profileproof/contracts';
import {
  networkDown,
  renderScreen,
  resetBrowserState,
  stubFetch,
  type StubbedCall,
  type StubReply,
} from '@profileproof/web-testing';
import { aSubscriber, ROUTE, signIn } from '../../testing/fixtures';
import { SubscriptionsScreen } from './components/subscriptions-screen';

const TEXT = SUBSCRIPTIONS_SCREEN;

type Reply = StubReply | ((call: StubbedCall) => StubReply | Promise<StubReply>);

const listOf = (data: Subscriber[]): StubReply => ({ status: 200, body: { success: true, data } });

function renderSubscriptions(list: Reply, extra: Record<string, Reply> = {}) {
  const calls = stubFetch({ ...signIn('admin'), [ROUTE.subscribers]: list, ...extra });
  renderScreen(<SubscriptionsScreen />, { path: ROUTES.adminSubscriptions });
  return calls;
}

const listCalls = (calls: StubbedCall[]) =>
  calls.filter((call) => call.method === 'GET' && call.url.includes('/user-subscription/'));
const posts = (calls: StubbedCall[]) => calls.filter((call) => call.method === 'POST');

const emailField = () => screen.getByLabelText(TEXT.emailLabel);
const tierField = () => screen.getByLabelText(TEXT.tierLabel);
const daysField = () => screen.getByLabelText(TEXT.validForLabel);
const assignButton = () => screen.getByRole('button', { name: TEXT.assignButton });
/** The row whose first cell is this address. */
function rowOf(email: string): HTMLElement {
  const row = screen
    .getAllByRole('row')
    .find((candidate) => candidate.querySelector('th')?.textContent === email);
  if (!row) throw new Error(`No row for ${email}`);
  return row;
}

/** A reply the test sends when it wants to (to see the busy state first). */
function deferred() {
  let answer: (reply: StubReply) => void = () => undefined;
  const handler = () =>
    new Promise<StubReply>((resolve) => {
      answer = resolve;
    });
  return { handler, answer: (reply: StubReply) => answer(reply) };
}

describe('subscriptions screen', () => {
  beforeEach(resetBrowserState);
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('has the title, the intro and the form of the spec', async () => {
    renderSubscriptions(listOf([]));
    expect(screen.getByRole('heading', { level: 1, name: TEXT.title })).toBeInTheDocument();
    expect(screen.getByText(TEXT.intro)).toBeInTheDocument();
    expect(emailField()).toHaveValue('');
    expect(
      within(tierField())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Free', 'Basic', 'Premium']);
    expect(daysField()).toHaveAttribute('type', 'number');
    expect(daysField()).toHaveAttribute('min', '1');
    expect(daysField()).toHaveAccessibleDescription(TEXT.validForHint);
    expect(assignButton()).toBeEnabled();
    expect(await screen.findByText(TEXT.empty)).toBeInTheDocument();
  });

  it("shows 'Loading subscribers...' until the list arrives", async () => {
    renderSubscriptions(() => new Promise<StubReply>(() => undefined));
    expect(await screen.findByText(TEXT.loading)).toBeInTheDocument();
  });

  it("lists the subscribers under 'Current Subscribers': Email, Plan, Valid Until (a date, 'Unlimited', or expired), Actions", async () => {
    renderSubscriptions(
      listOf([
        aSubscriber({
          email: 'grace@example.com',
          tier: 'basic',
          end_date: '2099-07-05T09:30:00.000Z',
        }),
        aSubscriber({ email: 'ada@example.com', tier: 'premium', end_date: null }),
        aSubscriber({
          email: 'old@example.com',
          tier: 'premium',
          end_date: '2020-01-01T00:00:00.000Z',
        }),
      ]),
    );
    const table = await screen.findByRole('table', { name: TEXT.tableTitle });
    expect(screen.getByRole('heading', { name: TEXT.tableTitle })).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Email', 'Plan', 'Valid Until', 'Actions']);

    const grace = rowOf('grace@example.com');
    expect(grace).toHaveTextContent('Basic');
    expect(grace.querySelector('time')).toHaveAttribute('dateTime', '2099-07-05T09:30:00.000Z');
    expect(grace).not.toHaveTextContent(TEXT.unlimited);
    expect(grace).not.toHaveTextContent(TEXT.expired);

    const ada = rowOf('ada@example.com');
    expect(ada).toHaveTextContent('Premium');
    expect(ada).toHaveTextContent(TEXT.unlimited);

    const old = rowOf('old@example.com');
    expect(old).toHaveTextContent(TEXT.expired);
    expect(old).toHaveTextContent(TEXT.expiredNote);

    expect(
      within(ada).getByRole('button', { name: `${TEXT.edit} ada@example.com` }),
    ).toBeInTheDocument();
    expect(
      within(ada).getByRole('button', { name: `${TEXT.delete} ada@example.com` }),
    ).toBeInTheDocument();
    expect(screen.getByText('3 subscribers')).toBeInTheDocument();
  });

  it('checks the e-mail and the days before sending anything', async () => {
    const user = userEvent.setup();
    const calls = renderSubscriptions(listOf([]));
    await user.click(assignButton());
    expect(screen.getByText(MESSAGES.validation.emailRequired)).toBeInTheDocument();
    expect(emailField()).toHaveFocus();
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');

    await user.type(emailField(), 'ada@example');
    expect(screen.queryByText(MESSAGES.validation.emailRequired)).not.toBeInTheDocument();
    await user.click(assignButton());
    expect(screen.getByText(MESSAGES.validation.emailInvalid)).toBeInTheDocument();

    await user.type(emailField(), '.com');
    for (const days of ['0', '1.5', '-3', '36501']) {
      await user.clear(daysField());
      await user.type(daysField(), days);
      await user.click(assignButton());
      expect(screen.getByText(TEXT.validForInvalid)).toBeInTheDocument();
      expect(daysField()).toHaveFocus();
    }
    expect(screen.queryByText(MESSAGES.validation.emailInvalid)).not.toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);
  });

  it('sends no valid_for_days when the field is empty, and a whole number otherwise', async () => {
    const user = userEvent.setup();
    const calls = renderSubscriptions(listOf([]), {
      [ROUTE.assign]: (call) => ({
        status: 200,
        body: { success: true, data: { ...(call.body as Subscriber), end_date: null } },
      }),
    });
    await user.type(emailField(), '  ada@example.com ');
    await user.click(assignButton());
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0].body).toEqual({ email: 'ada@example.com', tier: 'premium' });

    await user.type(emailField(), 'grace@example.com');
    await user.selectOptions(tierField(), 'basic');
    await user.type(daysField(), '30');
    await user.click(assignButton());
    await waitFor(() => expect(posts(calls)).toHaveLength(2));
    expect(posts(calls)[1].body).toEqual({
      email: 'grace@example.com',
      tier: 'basic',
      valid_for_days: 30,
    });
  });

  it("shows 'Updating...' while assigning, then the success message; the form resets and the list refreshes", async () => {
    const user = userEvent.setup();
    let subscribers: Subscriber[] = [
      aSubscriber({ email: 'ada@example.com', tier: 'premium', end_date: null }),
    ];
    const assign = deferred();
    const calls = renderSubscriptions(() => listOf(subscribers), {
      [ROUTE.assign]: assign.handler,
    });
    await screen.findByRole('table');
    await user.type(emailField(), 'grace@example.com');
    await user.selectOptions(tierField(), 'basic');
    await user.type(daysField(), '30');
    await user.click(assignButton());

    const busy = await screen.findByRole('button', { name: TEXT.assigning });
    expect(busy).toBeDisabled();
    const before = listCalls(calls).length;
    const stored = aSubscriber({
      email: 'grace@example.com',
      tier: 'basic',
      end_date: '2099-08-04T09:30:00.000Z',
    });
    subscribers = [stored, ...subscribers];
    assign.answer({ status: 200, body: { success: true, data: stored } });

    expect(
      await screen.findByText(TEXT.assigned('basic', 'grace@example.com')),
    ).toBeInTheDocument();
    expect(emailField()).toHaveValue('');
    expect(tierField()).toHaveValue('premium');
    expect(daysField()).toHaveValue(null);
    expect(assignButton()).toBeEnabled();
    await waitFor(() => expect(listCalls(calls).length).toBeGreaterThan(before));
    expect(rowOf('grace@example.com')).toHaveTextContent('Basic');
  });

  it('hides the success message after 5 seconds', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderSubscriptions(listOf([]), {
      [ROUTE.assign]: {
        status: 200,
        body: {
          success: true,
          data: aSubscriber({ email: 'ada@example.com', tier: 'premium', end_date: null }),
        },
      },
    });
    await user.type(emailField(), 'ada@example.com');
    await user.click(assignButton());
    expect(
      await screen.findByText(TEXT.assigned('premium', 'ada@example.com')),
    ).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(SUCCESS_MESSAGE_MS - 100));
    expect(screen.getByText(TEXT.assigned('premium', 'ada@example.com'))).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(200));
    expect(screen.queryByText(TEXT.assigned('premium', 'ada@example.com'))).not.toBeInTheDocument();
  });

  it('says to check that the user exists when the server mentions the foreign key', async () => {
    const user = userEvent.setup();
    renderSubscriptions(listOf([]), {
      [ROUTE.assign]: {
        status: 404,
        body: {
          success: false,
          error: SUBSCRIPTION_USER_NOT_FOUND_ERROR,
          detail: SUBSCRIPTION_USER_NOT_FOUND_ERROR,
        },
      },
    });
    await user.type(emailField(), 'nobody@example.com');
    await user.click(assignButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(TEXT.foreignKey);
    // The form keeps what was typed, to correct it.
    expect(emailField()).toHaveValue('nobody@example.com');
  });

  it("shows the server's error for another refusal, else 'Failed to update subscription'", async () => {
    const user = userEvent.setup();
    let reply: StubReply = {
      status: 400,
      body: {
        success: false,
        error: 'Tier must be one of: free, basic, premium',
        detail: 'Tier must be one of: free, basic, premium',
      },
    };
    renderSubscriptions(listOf([]), { [ROUTE.assign]: () => reply });
    await user.type(emailField(), 'ada@example.com');
    await user.click(assignButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Tier must be one of: free, basic, premium',
    );

    reply = { status: 500 };
    await user.click(assignButton());
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(new RegExp(`^${TEXT.updateFailed}$`)),
    );

    reply = { status: 200, body: { success: false } };
    await user.click(assignButton());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(TEXT.updateFailed));
  });

  it("shows 'Error: {message}' when the request itself fails", async () => {
    const user = userEvent.setup();
    renderSubscriptions(listOf([]), { [ROUTE.assign]: networkDown() });
    await user.type(emailField(), 'ada@example.com');
    await user.click(assignButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(TEXT.error('Network error'));
  });

  it('Edit fills the e-mail and the plan, clears the days and moves focus to the form', async () => {
    const user = userEvent.setup();
    renderSubscriptions(
      listOf([
        aSubscriber({
          email: 'grace@example.com',
          tier: 'basic',
          end_date: '2099-07-05T09:30:00.000Z',
        }),
      ]),
    );
    await screen.findByRole('table');
    await user.type(daysField(), '90');
    await user.click(within(rowOf('grace@example.com')).getByRole('button', { name: /Edit/ }));
    expect(emailField()).toHaveValue('grace@example.com');
    expect(tierField()).toHaveValue('basic');
    expect(daysField()).toHaveValue(null);
    expect(tierField()).toHaveFocus();
  });

  it("asks 'Confirm Deletion' before deleting; Cancel keeps the subscriber", async () => {
    const user = userEvent.setup();
    const calls = renderSubscriptions(listOf([aSubscriber({ email: 'grace@example.com' })]));
    await screen.findByRole('table');
    await user.click(within(rowOf('grace@example.com')).getByRole('button', { name: /Delete/ }));
    const dialog = screen.getByRole('dialog', { name: TEXT.confirmTitle });
    expect(dialog).toHaveTextContent(TEXT.confirmText('grace@example.com'));
    expect(dialog).toHaveTextContent(TEXT.confirmNote);
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([TEXT.cancel, TEXT.deleteButton]);
    await user.click(within(dialog).getByRole('button', { name: TEXT.cancel }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(rowOf('grace@example.com')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
  });

  it("deletes: 'Deleting...' meanwhile, then the success message and the row removed without asking for the list again", async () => {
    const user = userEvent.setup();
    const removal = deferred();
    const calls = renderSubscriptions(
      listOf([
        aSubscriber({ email: 'grace+vip@example.com' }),
        aSubscriber({ email: 'ada@example.com', tier: 'premium', end_date: null }),
      ]),
      { [ROUTE.unassign]: removal.handler },
    );
    await screen.findByRole('table');
    await user.click(
      within(rowOf('grace+vip@example.com')).getByRole('button', { name: /Delete/ }),
    );
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: TEXT.deleteButton }),
    );
    const busy = await within(screen.getByRole('dialog')).findByRole('button', {
      name: TEXT.deleting,
    });
    expect(busy).toBeDisabled();
    const deleteCall = calls.find((call) => call.method === 'DELETE');
    expect(new URL(deleteCall?.url ?? '').searchParams.get('email')).toBe('grace+vip@example.com');

    const before = listCalls(calls).length;
    removal.answer({ status: 200, body: { success: true } });
    expect(await screen.findByText(TEXT.removed('grace+vip@example.com'))).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(() => rowOf('grace+vip@example.com')).toThrow();
    expect(rowOf('ada@example.com')).toBeInTheDocument();
    expect(listCalls(calls)).toHaveLength(before);
    expect(screen.getByRole('heading', { name: TEXT.tableTitle })).toHaveFocus();
  });

  it('keeps a deleted row away when the read of the list after an assignment answers later', async () => {
    const user = userEvent.setup();
    const grace = aSubscriber({ email: 'grace@example.com' });
    const ada = aSubscriber({ email: 'ada@example.com', tier: 'premium', end_date: null });
    let subscribers = [grace, ada];
    // The read after the assignment waits; the server answered it before the deletion.
    const lateRead = deferred();
    let holdReads = false;
    const calls = renderSubscriptions(
      () => (holdReads ? lateRead.handler() : listOf(subscribers)),
      {
        [ROUTE.assign]: () => ({ status: 200, body: { success: true, data: ada } }),
        [ROUTE.unassign]: () => ({ status: 200, body: { success: true } }),
      },
    );
    await screen.findByRole('table');
    holdReads = true;
    await user.type(emailField(), 'ada@example.com');
    await user.click(assignButton());
    await screen.findByText(TEXT.assigned('premium', 'ada@example.com'));
    const readsBefore = listCalls(calls).length;

    holdReads = false;
    const before = [...subscribers];
    subscribers = [ada];
    await user.click(within(rowOf('grace@example.com')).getByRole('button', { name: /Delete/ }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: TEXT.deleteButton }),
    );
    expect(await screen.findByText(TEXT.removed('grace@example.com'))).toBeInTheDocument();
    expect(() => rowOf('grace@example.com')).toThrow();

    // The late answer, with grace still in it, is dropped; the list is read again.
    lateRead.answer(listOf(before));
    await waitFor(() => expect(listCalls(calls)).toHaveLength(readsBefore + 1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(() => rowOf('grace@example.com')).toThrow();
    expect(rowOf('ada@example.com')).toBeInTheDocument();
  });

  it("says 'Failed to delete subscription' (with the server's reason) or 'Error: …' when the deletion fails", async () => {
    const user = userEvent.setup();
    let reply: StubReply = {
      status: 404,
      body: {
        success: false,
        error: SUBSCRIPTION_NOT_FOUND_ERROR,
        detail: SUBSCRIPTION_NOT_FOUND_ERROR,
      },
    };
    renderSubscriptions(listOf([aSubscriber({ email: 'grace@example.com' })]), {
      [ROUTE.unassign]: () => reply,
    });
    await screen.findByRole('table');
    const deleteGrace = async () => {
      await user.click(within(rowOf('grace@example.com')).getByRole('button', { name: /Delete/ }));
      await user.click(
        within(screen.getByRole('dialog')).getByRole('button', { name: TEXT.deleteButton }),
      );
    };
    await deleteGrace();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `${TEXT.deleteFailed}: ${SUBSCRIPTION_NOT_FOUND_ERROR}`,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(rowOf('grace@example.com')).toBeInTheDocument();

    reply = networkDown();
    await deleteGrace();
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(TEXT.error('Network error')),
    );
  });

  it("shows 'Database Setup Required' with its three steps when the table is missing, and Check Again reads the list again", async () => {
    const user = userEvent.setup();
    let reply: StubReply = {
      status: 503,
      body: {
        success: false,
        error: SUBSCRIPTIONS_TABLE_MISSING_ERROR,
        detail: SUBSCRIPTIONS_TABLE_MISSING_ERROR,
      },
    };
    const calls = renderSubscriptions(() => reply);
    expect(
      await screen.findByRole('heading', { name: TEXT.databaseSetupTitle }),
    ).toBeInTheDocument();
    const steps = screen.getAllByRole('listitem');
    expect(steps).toHaveLength(3);
    expect(steps[0]).toHaveTextContent(
      /^Create the migration: .*npm run migration:generate -- <Name>/,
    );
    expect(steps[1]).toHaveTextContent(/^Apply the migration: run npm run migration:run/);
    expect(steps[2]).toHaveTextContent(/^Restart the server/);
    expect(within(steps[1]).getByText('npm run migration:run').tagName).toBe('CODE');
    expect(screen.queryByLabelText(TEXT.emailLabel)).not.toBeInTheDocument();
    // Not retried on its own: a missing table does not appear by asking again.
    expect(listCalls(calls)).toHaveLength(1);

    reply = listOf([aSubscriber({ email: 'grace@example.com' })]);
    await user.click(screen.getByRole('button', { name: TEXT.checkAgain }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: TEXT.databaseSetupTitle }),
    ).not.toBeInTheDocument();
  });

  it('logs other list failures and offers to try again, and the form stays usable', async () => {
    const user = userEvent.setup();
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let reply: StubReply = {
      status: 500,
      body: { success: false, error: 'Internal server error', detail: 'Internal server error' },
    };
    renderSubscriptions(() => reply);
    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
      TEXT.listFailed,
    );
    expect(logged).toHaveBeenCalledWith('Failed to load subscribers:', expect.anything());
    expect(screen.queryByText(TEXT.empty)).not.toBeInTheDocument();
    expect(emailField()).toBeEnabled();

    reply = listOf([aSubscriber({ email: 'grace@example.com' })]);
    await user.click(screen.getByRole('button', { name: TEXT.retry }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("says 'Not authenticated as admin' on a 403 and ends the session", async () => {
    const calls = renderSubscriptions({ status: 403, body: { detail: 'Admin role required' } });
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.admin.notAdmin);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(listCalls(calls)).toHaveLength(1);
    expect(screen.queryByLabelText(TEXT.emailLabel)).not.toBeInTheDocument();
  });
});
