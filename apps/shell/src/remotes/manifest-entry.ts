/**
 * A remote's URL in /remotes.manifest.json is its remoteEntry.js or its mf-manifest.json (see
 * docker/README.md). The shell's federation runtime is built without manifest support (the
 * snapshot plugin, 1.4 KB gzipped), so a manifest's URL is turned into its entry's URL here.
 */
export function isManifestUrl(url: string): boolean {
  return /\.json(?:$|[?#])/i.test(url);
}

interface ManifestMetaData {
  publicPath?: unknown;
  remoteEntry?: { name?: unknown; path?: unknown };
}

/** The URL of the remoteEntry.js an mf-manifest.json describes; `publicPath: 'auto'` is the manifest's folder. */
export function remoteEntryFromManifest(manifest: unknown, manifestUrl: string): string {
  const meta = (manifest as { metaData?: ManifestMetaData } | null)?.metaData;
  const { name, path } = meta?.remoteEntry ?? {};
  if (typeof name !== 'string' || !name) throw new Error(`${manifestUrl} names no remote entry.`);
  const publicPath = meta?.publicPath;
  const base =
    typeof publicPath === 'string' && publicPath !== 'auto'
      ? new URL(publicPath, manifestUrl)
      : manifestUrl;
  return new URL(
    typeof path === 'string' && path ? `${path.replace(/\/$/, '')}/${name}` : name,
    base,
  ).href;
}

/** The entry URL of a remote: as given, or read from its manifest. */
export async function remoteEntryUrl(url: string): Promise<string> {
  if (!isManifestUrl(url)) return url;
  const manifestUrl = new URL(url, window.location.href).href;
  const response = await fetch(manifestUrl, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`Could not fetch ${manifestUrl} (HTTP ${response.status}).`);
  return remoteEntryFromManifest(await response.json(), manifestUrl);
}
