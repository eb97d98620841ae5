import { act, fireEvent, render, screen } from '@testing-library/react';
import { REMOTE_RECOVERY_MESSAGES } from '@profileproof/contracts/remote-panel';
import { SESSION_CONTRACT_VERSION } from '@profileproof/remotes';
import type { RemoteRoutesModule } from '@profileproof/session';
import { RemoteScreen } from './remote-screen';
import {
  parseRemotesManifest,
  registerRemotesManifest,
  resetRemote,
  type RemotesManifest,
} from './remote-registry';
import { isChunkLoadError, retryDelay } from './remote-recovery';

/**
 * The federation runtime stands in for the network at its boundary: an entry URL either serves
 * the remote (its version's screen) or fails as a missing or unreachable remoteEntry.js does.
 */
const network = {
  /** Entry URLs that answer. */
  up: new Set<string>(),
  /** Every entry URL the page tried to load, in order. */
  loads: [] as string[],
};

jest.mock('./federation-host', () => ({
  RemoteProviders: ({ children }: { children: unknown }) => children,
  forgetRemote: () => undefined,
  async loadRoutesOf({ entry }: { name: string; entry: string }): Promise<RemoteRoutesModule> {
    network.loads.push(entry);
    if (!network.up.has(entry))
      throw new Error(`[ Federation Runtime ]: RUNTIME-008 Failed to load script ${entry}`);
    const version = /\/(\d+\.\d+\.\d+)\//.exec(entry)?.[1] ?? 'dev';
    return {
      contractVersion: SESSION_CONTRACT_VERSION,
      routes: [
        {
          path: '/admin/dashboard',
          title: 'Admin Dashboard',
          Component: () => <h1>Admin dashboard {version}</h1>,
        },
      ],
    } as unknown as RemoteRoutesModule;
  },
}));

const V1 = '/remotes/admin-console/1.0.0/remoteEntry.js';
const V2 = '/remotes/admin-console/2.0.0/remoteEntry.js';

function manifestNaming(adminConsole: string): RemotesManifest {
  return parseRemotesManifest({
    auth: '/remotes/auth/1.0.0/remoteEntry.js',
    user_submissions: '/remotes/user-submissions/1.0.0/remoteEntry.js',
    admin_console: adminConsole,
  });
}

/** /remotes.manifest.json as the shell's server answers it now; each read is recorded with its options. */
let manifestNow: RemotesManifest;
let manifestReads: RequestInit[];

beforeEach(() => {
  network.up.clear();
  network.loads = [];
  manifestReads = [];
  resetRemote('admin_console');
  registerRemotesManifest(manifestNaming(V1)); // what the page learnt when it opened
  manifestNow = manifestNaming(V1);
  global.fetch = jest.fn(async (url: RequestInfo | URL, init: RequestInit = {}) => {
    expect(String(url)).toBe('/remotes.manifest.json');
    manifestReads.push(init);
    return { ok: true, status: 200, json: async () => manifestNow } as Response;
  });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(Math, 'random').mockReturnValue(0.5); // no jitter: the delays are the base ones
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const panelTitle = 'The admin console section is unavailable right now';

/** The remote's screen, as the shell mounts it for /admin/dashboard. */
async function renderScreen(): Promise<ReturnType<typeof render>> {
  let rendered!: ReturnType<typeof render>;
  await act(async () => {
    rendered = render(<RemoteScreen remote="admin_console" path="/admin/dashboard" />);
  });
  return rendered;
}

/** Lets the timers run `ms` forward, with the promises they settle. */
async function wait(ms: number): Promise<void> {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

describe('a remote whose files moved (a deploy)', () => {
  it('reads the manifest again, bypassing caches, and loads the version it names now, with no panel', async () => {
    manifestNow = manifestNaming(V2); // 2.0.0 deployed, 1.0.0's files removed
    network.up.add(V2);
    await renderScreen();
    expect(
      await screen.findByRole('heading', { name: 'Admin dashboard 2.0.0' }),
    ).toBeInTheDocument();
    expect(network.loads).toEqual([V1, V2]);
    expect(manifestReads).toEqual([{ cache: 'no-store' }]);
    expect(screen.queryByRole('heading', { name: panelTitle })).not.toBeInTheDocument();
  });
});

describe('a remote that cannot load', () => {
  it('retries by itself with backoff (1 s, 2 s, 4 s) and shows the screen as soon as it answers', async () => {
    jest.useFakeTimers();
    await renderScreen();
    await wait(0);
    // The load, and one retry at once (in case the manifest named another version): then the panel.
    expect(network.loads).toEqual([V1, V1]);
    expect(screen.getByRole('heading', { name: panelTitle })).toBeInTheDocument();
    expect(screen.getByText('Trying again by itself in 1 s.')).toBeInTheDocument();

    await wait(999);
    expect(network.loads).toHaveLength(2);
    await wait(1);
    expect(network.loads).toHaveLength(3); // 1 s
    expect(screen.getByText('Trying again by itself in 2 s.')).toBeInTheDocument();
    await wait(1_999);
    expect(network.loads).toHaveLength(3);
    await wait(1);
    expect(network.loads).toHaveLength(4); // 2 s later
    expect(screen.getByRole('heading', { name: panelTitle })).toBeInTheDocument();

    network.up.add(V1); // the remote's server is back
    await wait(3_999);
    expect(screen.getByRole('heading', { name: panelTitle })).toBeInTheDocument();
    await wait(1);
    expect(screen.getByRole('heading', { name: 'Admin dashboard 1.0.0' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: panelTitle })).not.toBeInTheDocument();
    // Every retry read the manifest again first, uncached.
    expect(manifestReads).toHaveLength(4);
    expect(manifestReads.every((init) => init.cache === 'no-store')).toBe(true);
  });

  it('"Try again" reads the manifest again and loads the version it names now, at once', async () => {
    jest.useFakeTimers();
    await renderScreen();
    await wait(0);
    expect(screen.getByRole('heading', { name: panelTitle })).toBeInTheDocument();

    manifestNow = manifestNaming(V2); // deployed while the panel was shown
    network.up.add(V2);
    const readsBefore = manifestReads.length;
    fireEvent.click(screen.getByRole('button', { name: REMOTE_RECOVERY_MESSAGES.tryAgain }));
    await wait(0);
    expect(screen.getByRole('heading', { name: 'Admin dashboard 2.0.0' })).toBeInTheDocument();
    expect(manifestReads.length).toBeGreaterThan(readsBefore);
    expect(network.loads.at(-1)).toBe(V2);
  });

  it('keeps retrying with the entry it knows when the manifest cannot be read', async () => {
    jest.useFakeTimers();
    global.fetch = jest.fn(async () => ({ ok: false, status: 502 }) as Response);
    await renderScreen();
    await wait(0);
    expect(screen.getByRole('heading', { name: panelTitle })).toBeInTheDocument();
    network.up.add(V1);
    await wait(1_000);
    expect(screen.getByRole('heading', { name: 'Admin dashboard 1.0.0' })).toBeInTheDocument();
  });

  it('stops retrying once the user leaves the screen', async () => {
    jest.useFakeTimers();
    const { unmount } = await renderScreen();
    await wait(0);
    expect(network.loads).toHaveLength(2);
    unmount();
    await wait(60_000);
    expect(network.loads).toHaveLength(2);
  });
});

describe('retry delays', () => {
  it('double from 1 s up to 30 s, within ±25 % of jitter', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map((attempt) => retryDelay(attempt, 0.5))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
    expect(retryDelay(2, 0)).toBe(3_000);
    expect(retryDelay(2, 0.999_999)).toBeLessThanOrEqual(5_000);
  });
});

describe('chunk load errors', () => {
  it('are recognised by name or by the browsers’ messages', () => {
    const chunk = new Error('Loading chunk 512 failed.\n(missing: http://x/512.js)');
    chunk.name = 'ChunkLoadError';
    expect(isChunkLoadError(chunk)).toBe(true);
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: http://x/a.js')),
    ).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk 7 failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });
});
