import type { ComponentType, ReactNode } from 'react';
import { REMOTES, supportsContract } from '@profileproof/remotes';
import type { RemoteRoute } from '@profileproof/session';

/** The remotes the shell knows how to mount (the table of libs/remotes); their URLs come from the manifest at run time. */
export const REMOTE_NAMES: readonly string[] = REMOTES.map((remote) => remote.name);
/** A remote's container name, as in the table and the manifest. */
export type RemoteName = string;

export type RemotesManifest = Record<RemoteName, string>;

export class RemotesManifestError extends Error {}

/** A remote built against a session contract this shell does not offer: it is not mounted. */
export class RemoteContractError extends Error {
  constructor(remote: RemoteName, version: unknown) {
    super(
      `Remote "${remote}" needs session contract ${String(version)}, which this shell does not offer.`,
    );
  }
}

export function parseRemotesManifest(raw: unknown): RemotesManifest {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new RemotesManifestError(
      'The remotes manifest must be a JSON object of remote name to URL.',
    );
  }
  const record = raw as Record<string, unknown>;
  const manifest = {} as RemotesManifest;
  for (const name of REMOTE_NAMES) {
    const entry = record[name];
    if (typeof entry !== 'string' || !/^(?:https?:\/\/|\/)/.test(entry)) {
      throw new RemotesManifestError(`The remotes manifest has no valid URL for "${name}".`);
    }
    manifest[name] = entry;
  }
  return manifest;
}

export async function fetchRemotesManifest(
  url = '/remotes.manifest.json',
): Promise<RemotesManifest> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok)
    throw new RemotesManifestError(
      `Could not fetch the remotes manifest (HTTP ${response.status}).`,
    );
  return parseRemotesManifest(await response.json());
}

type FederationHost = typeof import('./federation-host');

let registered: RemotesManifest | null = null;
let host: Promise<FederationHost> | null = null;
let hostReady: FederationHost | null = null;
const loading = new Map<RemoteName, Promise<LoadedRemote>>();

/** A remote's screens, and the providers the shell renders them inside. */
export interface LoadedRemote {
  routes: RemoteRoute[];
  Providers: ComponentType<{ children: ReactNode }>;
}

export function registerRemotesManifest(manifest: RemotesManifest): void {
  registered = manifest;
}

/**
 * The federation runtime, fetched once, when a remote is first needed (or earlier, when the
 * page opens on a remote's route: see `preloadFederation`). A failed fetch is forgotten so that
 * a retry fetches again.
 */
function federationHost(): Promise<FederationHost> {
  host ??= import(/* webpackChunkName: "federation" */ './federation-host').then(
    (module) => {
      hostReady = module;
      return module;
    },
    (error: unknown) => {
      host = null;
      throw error;
    },
  );
  return host;
}

/**
 * Starts downloading a remote's entry script now, alongside the federation runtime, instead of
 * after it (the runtime inserts the same script later and finds it in the cache). An entry given
 * as a manifest (mf-manifest.json) is left to the runtime.
 */
export function preloadRemoteEntry(name: RemoteName): void {
  const entry = registered?.[name];
  if (!entry || !/\.js(?:$|[?#])/.test(entry)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'script');
  link.href = entry;
  document.head.append(link);
}

/** Starts fetching the federation runtime without waiting for it (the page opens on a remote's route). */
export function preloadFederation(): void {
  federationHost().catch(() => undefined); // a failure shows when the remote's screen asks again
}

/**
 * Loads a remote's exposed routes once. A failed load stays cached (React re-reads the same
 * rejected promise and shows the error panel) until `resetRemote` clears it for a retry.
 */
export function loadRemoteRoutes(name: RemoteName): Promise<LoadedRemote> {
  let promise = loading.get(name);
  if (!promise) {
    promise = federationHost().then(async (federation) => {
      if (!registered) throw new RemotesManifestError('The remotes manifest has not been loaded.');
      const module = await federation.loadRoutesOf({ name, entry: registered[name] });
      if (!module || !Array.isArray(module.routes))
        throw new Error(`Remote "${name}" did not provide its routes.`);
      // Checked before anything of it renders: a remote built for a newer session than this shell's.
      if (!supportsContract(module.contractVersion))
        throw new RemoteContractError(name, module.contractVersion);
      return { routes: module.routes, Providers: federation.RemoteProviders };
    });
    loading.set(name, promise);
  }
  return promise;
}

/** Forgets everything known about one remote, so that the next load starts from its entry file. */
export function resetRemote(name: RemoteName): void {
  loading.delete(name);
  hostReady?.forgetRemote(name);
}
