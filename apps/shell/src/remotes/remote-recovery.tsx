// Loaded only when a remote fails (by `RemoteErrorBoundary`): the shell's first script, which
// /login downloads, stays as it was. How the page gets a remote back after a
// deploy removed the files it learnt of, or after the remote's server was down for a while.
import { useEffect, useRef, useState } from 'react';
import { REMOTE_RECOVERY_MESSAGES } from '@profileproof/contracts/remote-panel';
import { ErrorPanel, LoadingState } from '@profileproof/ui';
import type {
  fetchRemotesManifest,
  loadRemoteRoutes,
  registerRemotesManifest,
  RemoteName,
  resetRemote,
} from './remote-registry';

/**
 * What of `remote-registry` the recovery uses, handed over by the error boundary rather than
 * imported: a module of the shell's first script that a lazy chunk imports can no longer be
 * inlined into it, which would cost /login more bytes than this whole feature.
 */
export interface RecoveryRegistry {
  /** `fetchRemotesManifest`: reads /remotes.manifest.json, uncached. */
  read: typeof fetchRemotesManifest;
  /** `registerRemotesManifest` */
  register: typeof registerRemotesManifest;
  /** `resetRemote` */
  reset: typeof resetRemote;
  /** `loadRemoteRoutes` */
  load: typeof loadRemoteRoutes;
}

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
 * One retry: reads /remotes.manifest.json again, bypassing every cache, forgets what was loaded
 * of the remote and loads the version the manifest names now (after a deploy or a rollback, not
 * the one the page learnt of). A manifest that cannot be read (or is invalid) leaves the one
 * registered. The promise is the one `loadRemoteRoutes` caches, so the screens rendered after it
 * resolves find the remote loaded.
 */
export async function retryRemote(registry: RecoveryRegistry, name: RemoteName): Promise<unknown> {
  try {
    registry.register(await registry.read());
  } catch {
    // the manifest the page has; the remote's own load says whether it answers
  }
  registry.reset(name);
  return registry.load(name);
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

/** What the remote's error boundary caught: its load failed, a chunk of a loaded remote is gone, or a screen threw. */
export type RemoteFailure = 'load' | 'chunk' | 'screen';

/**
 * Which `RemoteFailure` `error` is. A failed load stays cached in `loadRemoteRoutes` (until a
 * retry) and the boundary caught its very rejection; a remote that loaded has its promise resolved.
 */
export function whatFailed(
  registry: RecoveryRegistry,
  remote: RemoteName,
  error: unknown,
): Promise<RemoteFailure> {
  const otherwise = (): RemoteFailure => (isChunkLoadError(error) ? 'chunk' : 'screen');
  return registry
    .load(remote)
    .then(otherwise, (reason: unknown) => (reason === error ? 'load' : otherwise()));
}

export interface RemoteRecoveryPanelProps {
  registry: RecoveryRegistry;
  remote: RemoteName;
  /** The panel's title and message ("The admin console section is unavailable right now"), as the boundary shows them. */
  title: string;
  message: string;
  /** What the remote's error boundary caught. */
  error: Error;
  /** Remounts the remote's screens: they load again if the remote was reset, else render from its load. */
  onRemount: () => void;
  /** Reloads the page (tests replace it: jsdom cannot navigate). */
  reload?: () => void;
}

/** The error panel of a remote, by what failed: its load (retried by itself), a chunk of it (reload), or its screen. */
export function RemoteRecoveryPanel({
  registry,
  remote,
  title,
  message,
  error,
  onRemount,
  reload = () => window.location.reload(),
}: RemoteRecoveryPanelProps) {
  const [failure, setFailure] = useState<RemoteFailure | null>(null);
  useEffect(() => {
    let live = true;
    void whatFailed(registry, remote, error).then((found) => live && setFailure(found));
    return () => {
      live = false;
    };
  }, [registry, remote, error]);

  if (failure === null) return <LoadingState label="Loading…" />;
  if (failure === 'load')
    return (
      <RetryingPanel
        registry={registry}
        remote={remote}
        title={title}
        message={message}
        onRecovered={onRemount}
      />
    );
  if (failure === 'chunk')
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
      title={title}
      message={message}
      onRetry={() => {
        registry.reset(remote);
        onRemount();
      }}
    />
  );
}

/**
 * What follows a failed load of a remote. First one retry at once (`retryRemote`), the loading
 * state staying up: if a deploy removed the files this page learnt of, the manifest now names
 * the new version, which loads, with no panel. If that fails too, the panel: it tries
 * again by itself (`retryDelay`), at once when the browser comes back online or the user presses
 * "Try again", and hands the screen back as soon as a retry succeeds.
 */
function RetryingPanel({
  registry,
  remote,
  title,
  message,
  onRecovered,
}: {
  registry: RecoveryRegistry;
  remote: RemoteName;
  title: string;
  message: string;
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
      retryRemote(registry, remote).then(succeeded, schedule);
    };
    retryNow.current = run;
    window.addEventListener('online', run);
    retryRemote(registry, remote).then(succeeded, schedule);
    return () => {
      stopped = true;
      clearTimeout(timer);
      window.removeEventListener('online', run);
    };
  }, [registry, remote]);

  useEffect(() => {
    if (retryAt === null) return;
    const tick = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(tick);
  }, [retryAt]);

  if (checking) return <LoadingState label="Loading…" />;
  return (
    <ErrorPanel
      title={title}
      message={message}
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
