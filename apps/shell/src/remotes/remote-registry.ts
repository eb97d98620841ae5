import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteRoutesModule } from '@profileproof/session';

/** The remotes the shell knows how to mount; their URLs come from the manifest at run time. */
export const REMOTE_NAMES = ['auth', 'user_submissions', 'admin_console'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export type RemotesManifest = Record<RemoteName, string>;

export class RemotesManifestError extends Error {}

export function parseRemotesManifest(raw: unknown): RemotesManifest {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new RemotesManifestError('The remotes manifest must be a JSON object of remote name to URL.');
  }
  const record = raw as Record<string, unknown>;
  const manifest = {} as RemotesManifest;
  for (const name of REMOTE_NAMES) {
    const entry = record[name];
    if (typeof entry !== 'string' || !/^(https?:\/\/|\/)/.test(entry)) {
      throw new RemotesManifestError(`The remotes manifest has no valid URL for "${name}".`);
    }
    manifest[name] = entry;
  }
  return manifest;
}

export async function fetchRemotesManifest(url = '/remotes.manifest.json'): Promise<RemotesManifest> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new RemotesManifestError(`Could not fetch the remotes manifest (HTTP ${response.status}).`);
  return parseRemotesManifest(await response.json());
}

let registered: RemotesManifest | null = null;
const loading = new Map<RemoteName, Promise<RemoteRoutesModule>>();

export function registerRemotesManifest(manifest: RemotesManifest): void {
  registered = manifest;
  registerRemotes(REMOTE_NAMES.map((name) => ({ name, entry: manifest[name] })));
}

/**
 * Loads a remote's exposed routes once. A failed load stays cached (React re-reads the same
 * rejected promise and shows the error panel) until `resetRemote` clears it for a retry.
 */
export function loadRemoteRoutes(name: RemoteName): Promise<RemoteRoutesModule> {
  let promise = loading.get(name);
  if (!promise) {
    promise = loadRemote<RemoteRoutesModule>(`${name}/routes`).then((module) => {
      if (!module || !Array.isArray(module.routes)) throw new Error(`Remote "${name}" did not provide its routes.`);
      return module;
    });
    loading.set(name, promise);
  }
  return promise;
}

/** Forgets everything known about one remote, so that the next load starts from its entry file. */
export function resetRemote(name: RemoteName): void {
  loading.delete(name);
  if (registered) registerRemotes([{ name, entry: registered[name] }], { force: true });
}
