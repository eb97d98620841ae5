import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  API_PATHS,
  EXPORT_EMPTY_RANGE,
  MESSAGES,
  ROUTES,
  STORAGE_KEYS,
} from '@profileproof/contracts';
import {
  renderScreen,
  resetBrowserState,
  stubFetch,
  type StubReply,
} from '@profileproof/web-testing';
import { axeViolations } from '../../testing/axe';
import { anAdminSubmission, ROUTE, signIn } from '../../testing/fixtures';
import { EXPORT_FALLBACK_FILENAME, filenameFromDisposition } from './api/export-processed';
import { ReviewedScreen } from './components/reviewed-screen';
import { REVOKE_AFTER_MS, saveFile } from './save-file';

const CSV = 'id,email\r\n7,ada@example.com\r\n';

interface ExportCall {
  url: URL;
  authorization: string | undefined;
}

type ExportReply = { status: number; csv?: string; json?: unknown; disposition?: string };

/**
 * The export route answers a file, which the JSON stub of the other calls cannot: it is served
 * here, at the same boundary (fetch), with what the code reads of a Response.
 */
function serveExport(
  reply: (call: ExportCall) => ExportReply | Promise<ExportReply>,
): ExportCall[] {
  const calls: ExportCall[] = [];
  const others = global.fetch;
  global.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    if (url.pathname !== API_PATHS.admin.processedExport) return others(input, init);
    const call = {
      url,
      authorization: (init.headers as Record<string, string> | undefined)?.['Authorization'],
    };
    calls.push(call);
    const answer = await reply(call);
    const headers: Record<string, string> = {
      'content-type': answer.json === undefined ? 'text/csv; charset=utf-8' : 'application/json',
      ...(answer.disposition ? { 'content-disposition': answer.disposition } : {}),
    };
    return {
      ok: answer.status >= 200 && answer.status < 300,
      status: answer.status,
      headers: { get: (name: string) => headers[name.toLowerCase()] ?? null },
      text: async () =>
        answer.json === undefined ? (answer.csv ?? '') : JSON.stringify(answer.json),
      blob: async () => new Blob([answer.csv ?? ''], { type: 'text/csv' }),
    } as unknown as Response;
  }) as typeof fetch;
  return calls;
}

const onePage: StubReply = {
  status: 200,
  body: {
    submissions: [anAdminSubmission({ id: 7, is_processed: true })],
    total_count: 1,
    total_pages: 1,
    current_page: 1,
  },
};

/** What the browser was handed: the object URL's blob and the link's download name. */
function watchDownloads() {
  const blobs = new Map<string, Blob>();
  let made = 0;
  URL.createObjectURL = jest.fn((blob: Blob) => {
    made += 1;
    const url = `blob:http://localhost/${made}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = jest.fn();
  const clicked: { name: string; blob: Blob | undefined }[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicked.push({ name: this.download, blob: blobs.get(this.href) });
  });
  return clicked;
}

/** jsdom's Blob has no text(): read it as a browser's FileReader would. */
function readBlob(blob: Blob | undefined): Promise<string> {
  return new Promise((resolve, reject) => {
    if (!blob) return reject(new Error('No blob'));
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

function renderReviewed(extra: Record<string, StubReply> = {}) {
  stubFetch({ ...signIn('admin'), [ROUTE.processed]: onePage, ...extra });
  renderScreen(<ReviewedScreen />, { path: ROUTES.adminReviewed });
}

const exportButton = () => screen.getByRole('button', { name: /Export CSV|Preparing export/ });

describe('CSV export of the reviewed submissions', () => {
  beforeEach(resetBrowserState);
  afterEach(() => jest.restoreAllMocks());

  it('downloads the file with the bearer token and the dates, named as the API says, busy meanwhile', async () => {
    const user = userEvent.setup();
    const clicked = watchDownloads();
    renderReviewed();
    const form = await screen.findByRole('form', { name: 'Export reviewed submissions' });
    let answer: (reply: ExportReply) => void = () => undefined;
    const calls = serveExport(
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    );

    await user.type(within(form).getByLabelText('From'), '2025-06-01');
    await user.type(within(form).getByLabelText('To'), '2025-06-30');
    await user.click(within(form).getByRole('button', { name: 'Export CSV' }));

    expect(await within(form).findByRole('button', { name: 'Preparing export…' })).toBeDisabled();
    expect(calls).toHaveLength(1);
    expect(calls[0].url.searchParams.get('from')).toBe('2025-06-01');
    expect(calls[0].url.searchParams.get('to')).toBe('2025-06-30');
    expect(calls[0].authorization).toBe(`Bearer ${localStorage.getItem(STORAGE_KEYS.token)}`);

    await act(async () =>
      answer({
        status: 200,
        csv: CSV,
        disposition: 'attachment; filename="profileproof-reviewed-2025-06-01-2025-06-30.csv"',
      }),
    );
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0].name).toBe('profileproof-reviewed-2025-06-01-2025-06-30.csv');
    expect(await readBlob(clicked[0].blob)).toBe(CSV);
    expect(await within(form).findByRole('button', { name: 'Export CSV' })).toBeEnabled();
    expect(await axeViolations()).toEqual([]);
  });

  it('leaves out the dates not given, and names the file itself when the API does not', async () => {
    const user = userEvent.setup();
    const clicked = watchDownloads();
    renderReviewed();
    await screen.findByRole('form', { name: 'Export reviewed submissions' });
    const calls = serveExport(() => ({ status: 200, csv: CSV }));
    await user.click(exportButton());
    await waitFor(() => expect(clicked).toHaveLength(1));
    // Only the browser's zone, which names the file's day.
    expect([...calls[0].url.searchParams.keys()]).toEqual(['tz']);
    expect(calls[0].url.searchParams.get('tz')).toBe(
      Intl.DateTimeFormat().resolvedOptions().timeZone,
    );
    expect(clicked[0].name).toBe(EXPORT_FALLBACK_FILENAME);
  });

  it('renews an expired token once and retries', async () => {
    const user = userEvent.setup();
    const clicked = watchDownloads();
    renderReviewed({
      [`POST ${API_PATHS.auth.refresh}`]: {
        status: 200,
        body: { access: 'renewed-access', refresh: 'renewed-refresh' },
      },
    });
    await screen.findByRole('form', { name: 'Export reviewed submissions' });
    const calls = serveExport((call) =>
      call.authorization === 'Bearer renewed-access'
        ? { status: 200, csv: CSV }
        : { status: 401, json: { detail: 'Token expired' } },
    );
    await user.click(exportButton());
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(calls.map((call) => call.authorization)).toEqual([
      expect.stringMatching(/^Bearer access-/),
      'Bearer renewed-access',
    ]);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('renewed-access');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('ends the session when the token cannot be renewed', async () => {
    const user = userEvent.setup();
    const clicked = watchDownloads();
    renderReviewed({
      [`POST ${API_PATHS.auth.refresh}`]: {
        status: 401,
        body: { detail: 'Token is invalid or expired' },
      },
    });
    await screen.findByRole('form', { name: 'Export reviewed submissions' });
    const calls = serveExport(() => ({ status: 401, json: { detail: 'Token expired' } }));
    await user.click(exportButton());
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull());
    expect(calls).toHaveLength(1);
    expect(clicked).toHaveLength(0);
  });

  it("shows the API's reason for a refused date under its field, and nothing is downloaded", async () => {
    const user = userEvent.setup();
    const clicked = watchDownloads();
    renderReviewed();
    const form = await screen.findByRole('form', { name: 'Export reviewed submissions' });
    serveExport(() => ({
      status: 400,
      json: { detail: 'Validation failed', errors: { to: ['to must not be before from'] } },
    }));
    await user.type(within(form).getByLabelText('From'), '2025-06-30');
    await user.type(within(form).getByLabelText('To'), '2025-06-01');
    await user.click(exportButton());

    const to = within(form).getByLabelText('To');
    await waitFor(() => expect(to).toHaveAccessibleDescription('to must not be before from'));
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText('From')).not.toHaveAttribute('aria-invalid');
    expect(clicked).toHaveLength(0);

    // Changing a date clears the refusal.
    await user.clear(to);
    expect(to).not.toHaveAttribute('aria-invalid');
  });

  it('says there is nothing to export in an empty range instead of downloading a file, until a date changes', async () => {
    const user = userEvent.setup();
    const clicked = watchDownloads();
    renderReviewed();
    const form = await screen.findByRole('form', { name: 'Export reviewed submissions' });
    serveExport(() => ({ status: 404, json: { detail: EXPORT_EMPTY_RANGE } }));
    await user.type(within(form).getByLabelText('From'), '2031-01-01');
    await user.click(exportButton());

    expect(await within(form).findByRole('status')).toHaveTextContent(EXPORT_EMPTY_RANGE);
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(form).getByLabelText('From')).not.toHaveAttribute('aria-invalid');
    expect(clicked).toHaveLength(0);
    expect(await axeViolations()).toEqual([]);

    await user.clear(within(form).getByLabelText('From'));
    expect(within(form).queryByRole('status')).not.toBeInTheDocument();
  });

  it("says 'Export failed' with the API's detail, or alone when the server failed", async () => {
    const user = userEvent.setup();
    watchDownloads();
    renderReviewed();
    const form = await screen.findByRole('form', { name: 'Export reviewed submissions' });
    let reply: ExportReply = { status: 409, json: { detail: 'An export is already running' } };
    serveExport(() => reply);
    await user.click(exportButton());
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Export failed: An export is already running',
    );

    reply = { status: 500, json: { detail: 'Internal server error' } };
    await user.click(exportButton());
    await waitFor(() =>
      expect(within(form).getByRole('alert')).toHaveTextContent(/^Export failed$/),
    );
  });

  it("says 'Not authenticated as admin' on a 403 and ends the session", async () => {
    const user = userEvent.setup();
    watchDownloads();
    renderReviewed();
    await screen.findByRole('form', { name: 'Export reviewed submissions' });
    serveExport(() => ({ status: 403, json: { detail: 'Admin role required' } }));
    await user.click(exportButton());
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull());
    expect(
      screen
        .getAllByRole('alert')
        .some((alert) => alert.textContent?.includes(MESSAGES.admin.notAdmin)),
    ).toBe(true);
  });

  it('is not offered while nothing has been reviewed', async () => {
    stubFetch({
      ...signIn('admin'),
      [ROUTE.processed]: {
        status: 200,
        body: { submissions: [], total_count: 0, total_pages: 1, current_page: 1 },
      },
    });
    renderScreen(<ReviewedScreen />, { path: ROUTES.adminReviewed });
    expect(
      await screen.findByRole('heading', { name: 'Nothing reviewed yet' }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('form', { name: 'Export reviewed submissions' }),
    ).not.toBeInTheDocument();
  });
});

describe('the download name', () => {
  it.each([
    ['attachment; filename="profileproof-reviewed.csv"', 'profileproof-reviewed.csv'],
    ['attachment; filename=reviewed.csv', 'reviewed.csv'],
    ['attachment; filename*=UTF-8\'\'r%C3%A9vis%C3%A9.csv; filename="revise.csv"', 'révisé.csv'],
    ['attachment; filename*=UTF-8\'\'%E0%A4%A; filename="fallback.csv"', 'fallback.csv'],
    ['attachment; filename="../../etc/passwd"', 'passwd'],
    ['attachment', null],
    [null, null],
  ])('%s -> %s', (header, name) => {
    expect(filenameFromDisposition(header)).toBe(name);
  });
});

describe('saving a file', () => {
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('clicks a temporary download link, then frees the blob once the download has started', () => {
    jest.useFakeTimers();
    const clicked = watchDownloads();
    saveFile(new Blob([CSV]), 'reviewed.csv');
    expect(clicked).toEqual([{ name: 'reviewed.csv', blob: expect.any(Blob) }]);
    expect(document.querySelector('a[download]')).toBeNull();
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    jest.advanceTimersByTime(REVOKE_AFTER_MS);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/1');
  });
});
