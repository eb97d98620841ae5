// Loaded only when a remote fails (by `RemoteErrorBoundary`): the shell's first script, which
// /login downloads, stays as it was. How the page gets a remote back after a
// deploy removed the files it learnt of, or after the remote's server was down for a while.
import { useEffect, useRef, useState } from 'react';
import {
  REMOTE_RECOVERY_MESSAGES,
  REMOTE_UNAVAILABLE_MESSAGE,
  remoteUnavailableTitle,
} from '@profileproof/contracts/remote-panel';
import { ErrorPanel, LoadingState } from '@profileproof/ui';
import {
  fetchRemotesManifest,
  loadRemoteRoutes,
  registeredEntry,
  registerRemotesManifest,
  RemoteLoadError,
  resetRemote,
  type LoadedRemote,
  type RemoteName,
} from './remote-registry';

/** The first automatic retry waits about this long; each failure doubles it, up to the cap. */
export const RETRY_FIRST_DELAY_MS = 1_000;
export const RETRY_MAX_DELAY_MS = 30_000;

/**
 * How long to wait before automatic retry number `attempt + 1` (ms): 1 s, 2 s, 4 s … capped at
 * 30 s, each within ±25 % (`random` in [0, 1)), so that the tabs of every user do not all ask
 * the remote's server again in the same second when it comes back.
 */
export function retryDelay(attempt: number, random = Math.random()): number {
  const base = Math.min(RETRY_FIRST_DELAY_MS * 2 ** Math.max(0, attempt), RETRY_MAX_DELAY_MS);
  return Math.round(base * (0.75 + random * 0.5));
}

/**
 * Reads /remotes.manifest.json again, bypassing every cache, and registers it. Resolves to true
 * when it now gives `name` another URL (a deploy or a rollback since the page loaded). A manifest
 * that cannot be read (or is invalid) leaves the one registered: resolves to false.
 */
export async function readManifestAgain(name: RemoteName): Promise<boolean> {
  const before = registeredEntry(name);
  try {
    registerRemotesManifest(await fetchRemotesManifest());
  } catch {
    return false;
  }
  return registeredEntry(name) !== before;
}

/**
 * One retry: reads the manifest again, forgets what was loaded of the remote and loads the
 * version the manifest names now. The promise is the one `loadRemoteRoutes` caches, so a screen
 * rendered after it resolves finds the remote loaded.
 */
export async function retryRemote(name: RemoteName): Promise<LoadedRemote> {
  await readManifestAgain(name);
  resetRemote(name);
  return loadRemoteRoutes(name);
}

/**
 * A chunk of a remote already in the page could not be fetched (`ChunkLoadError`, a failed
 * `import()` or stylesheet): its files moved (a deploy) or its server is away. Its container is
 * in the page and only knows its own files, so only a reload gets the new version.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Loading (?:CSS )?chunk .* failed|dynamically imported module|Importing a module script failed/i.test(
      error.message,
    )
  );
}

export interface RemoteRecoveryPanelProps {
  remote: RemoteName;
  /** The remote's label ("admin console"). */
  label: string;
  /** What the remote's error boundary caught. */
  error: Error;
  /** Remounts the remote's screens (after a plain error: they load again). */
  onRetry: () => void;
  /** The remote loaded again: its screens can render. */
  onRecovered: () => void;
  /** Reloads the page (tests replace it: jsdom cannot navigate). */
  reload?: () => void;
}

/** The error panel of a remote, by what failed: its load (retried by itself), a chunk of it (reload), or its screen. */
export function RemoteRecoveryPanel({
  remote,
  label,
  error,
  onRetry,
  onRecovered,
  reload = () => window.location.reload(),
}: RemoteRecoveryPanelProps) {
  if (error instanceof RemoteLoadError)
    return <RetryingPanel remote={remote} label={label} onRecovered={onRecovered} />;
  if (isChunkLoadError(error))
    return (
      <ErrorPanel
        title={REMOTE_RECOVERY_MESSAGES.updatedTitle}
        message={REMOTE_RECOVERY_MESSAGES.updated}
        onRetry={reload}
        retryLabel={REMOTE_RECOVERY_MESSAGES.reload}
      />
    );
  // The remote loaded but one of its screens failed: retrying by itself would loop; the user decides.
  return (
    <ErrorPanel
      title={remoteUnavailableTitle(label)}
      message={REMOTE_UNAVAILABLE_MESSAGE}
      onRetry={onRetry}
    />
  );
}

/**
 * What follows a failed load of a remote. First the manifest is read again: if it names another
 * version (a deploy removed the files this page learnt of), that one is loaded at once, the
 * loading state staying up, with no panel. Otherwise, or if that fails too, the panel: it tries
 * again by itself (`retryDelay`), at once when the browser comes back online or the user presses
 * "Try again", and hands the screen back as soon as a retry succeeds.
 */
function RetryingPanel({
  remote,
  label,
  onRecovered,
}: {
  remote: RemoteName;
  label: string;
  onRecovered: () => void;
}) {
  /** Reading the manifest again, before the panel shows. */
  const [checking, setChecking] = useState(true);
  /** When the next automatic retry starts (epoch ms); null while one is under way. */
  const [retryAt, setRetryAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const retryNow = useRef<() => void>(() => undefined);
  const recovered = useRef(onRecovered);
  recovered.current = onRecovered;

  useEffect(() => {
    let stopped = false;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let running = true;
    const schedule = () => {
      running = false;
      if (stopped) return;
      const delay = retryDelay(attempt++);
      setChecking(false);
      setNow(Date.now());
      setRetryAt(Date.now() + delay);
      timer = setTimeout(run, delay);
    };
    const succeeded = () => {
      if (!stopped) recovered.current();
    };
    const run = () => {
      if (stopped || running) return;
      clearTimeout(timer);
      running = true;
      setRetryAt(null);
      retryRemote(remote).then(succeeded, schedule);
    };
    retryNow.current = run;
    window.addEventListener('online', run);
    readManifestAgain(remote)
      .then((moved) => {
        if (!moved) throw new Error('same version');
        resetRemote(remote);
        return loadRemoteRoutes(remote);
      })
      .then(succeeded, schedule);
    return () => {
      stopped = true;
      clearTimeout(timer);
      window.removeEventListener('online', run);
    };
  }, [remote]);

  useEffect(() => {
    if (retryAt === null) return;
    const tick = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(tick);
  }, [retryAt]);

  if (checking) return <LoadingState label="Loading…" />;
  return (
    <ErrorPanel
      title={remoteUnavailableTitle(label)}
      message={REMOTE_UNAVAILABLE_MESSAGE}
      onRetry={() => retryNow.current()}
      retryLabel={REMOTE_RECOVERY_MESSAGES.tryAgain}
    >
      {/* Beside the button, outside the panel's alert: a countdown is not re-announced every second. */}
      <span>
        {retryAt === null
          ? REMOTE_RECOVERY_MESSAGES.retryingNow
          : REMOTE_RECOVERY_MESSAGES.retryingIn(Math.max(1, Math.ceil((retryAt - now) / 1_000)))}
      </span>
    </ErrorPanel>
  );
}
