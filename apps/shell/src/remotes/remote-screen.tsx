import { Suspense, use, useState } from 'react';
import { REMOTES } from '@profileproof/remotes';
import { LoadingState } from '@profileproof/ui';
import { loadRemoteRoutes, type RemoteName } from './remote-registry';
import { RemoteErrorBoundary } from './remote-error-boundary';

/** How the error panel names each remote ("The account section is unavailable right now"). */
const REMOTE_LABELS: Record<RemoteName, string> = Object.fromEntries(
  REMOTES.map((remote) => [remote.name, remote.label]),
);

function RemoteRouteContent({ remote, path }: { remote: RemoteName; path: string }) {
  const { routes, Providers } = use(loadRemoteRoutes(remote));
  const route = routes.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`Remote "${remote}" has no screen for ${path}.`);
  return (
    <Providers>
      <route.Component />
    </Providers>
  );
}

/** Mounts the screen a remote provides for `path`, loading the remote on first use. */
export function RemoteScreen({ remote, path }: { remote: RemoteName; path: string }) {
  const [attempt, setAttempt] = useState(0);
  return (
    <RemoteErrorBoundary
      key={attempt}
      remote={remote}
      label={REMOTE_LABELS[remote]}
      onRemount={() => setAttempt((count) => count + 1)}
    >
      <Suspense fallback={<LoadingState label="Loading…" />}>
        <RemoteRouteContent remote={remote} path={path} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
