// The Module Federation runtime of the page, loaded with the first remote route only (the public
// pages never need it). It offers the remotes the shell's own React, router and session, and
// holds the page's React Query client, which only the remotes' screens use.
import type { ReactNode } from 'react';
import * as runtimeCore from '@module-federation/runtime-core';
import { init, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  createQueryClient,
  forgetCachedDataOnUserChange,
  type RemoteRoutesModule,
} from '@profileproof/session';
import { remoteEntryUrl } from './manifest-entry';
import { providedShared } from './provided-shared';

// Remotes are built without a copy of the runtime core (experiments.externalRuntime): they use
// this one, which must be in place before the first remoteEntry.js runs.
Object.assign(globalThis, { _FEDERATION_RUNTIME_CORE: runtimeCore });

init({ name: 'shell', remotes: [], shared: providedShared });

/** One client for the page, as AppProviders makes for a remote on its own: cached answers outlive a screen. */
const queryClient = createQueryClient();
forgetCachedDataOnUserChange(queryClient);

/** What every remote screen is rendered inside. */
export function RemoteProviders({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

export interface RemoteEntry {
  /** The remote's container name. */
  name: string;
  /** Its URL in the remotes manifest. */
  entry: string;
}

/** Remotes told to the runtime; a remote reset after a failure is told again, replacing what was loaded. */
const registered = new Map<string, Promise<void>>();
const stale = new Set<string>();

function register(remote: RemoteEntry): Promise<void> {
  let done = registered.get(remote.name);
  if (!done) {
    const force = stale.delete(remote.name);
    done = remoteEntryUrl(remote.entry).then((entry) =>
      registerRemotes([{ name: remote.name, entry }], { force }),
    );
    done.catch(() => registered.delete(remote.name));
    registered.set(remote.name, done);
  }
  return done;
}

/** Loads the screens a remote exposes (`./routes`). */
export async function loadRoutesOf(remote: RemoteEntry): Promise<RemoteRoutesModule | null> {
  await register(remote);
  return loadRemote<RemoteRoutesModule>(`${remote.name}/routes`);
}

/** Forgets what was loaded from one remote, so that its next load starts from its entry file (or manifest). */
export function forgetRemote(name: string): void {
  if (registered.delete(name)) stale.add(name);
}
