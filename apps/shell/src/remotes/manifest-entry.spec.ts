import { isManifestUrl, remoteEntryFromManifest } from './manifest-entry';

/** The metaData part of the mf-manifest.json a remote's production build writes. */
const built = {
  metaData: {
    name: 'auth',
    publicPath: 'auto',
    remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
  },
};

describe('remote given by its mf-manifest.json', () => {
  it('tells a manifest URL from an entry URL', () => {
    expect(isManifestUrl('https://auth.example.com/mf-manifest.json')).toBe(true);
    expect(isManifestUrl('/auth/mf-manifest.json?v=3')).toBe(true);
    expect(isManifestUrl('https://auth.example.com/remoteEntry.js')).toBe(false);
  });

  it("loads the remote's entry from the manifest's folder when the public path is automatic", () => {
    expect(remoteEntryFromManifest(built, 'https://cdn.example.com/auth/v2/mf-manifest.json')).toBe(
      'https://cdn.example.com/auth/v2/remoteEntry.js',
    );
  });

  it('follows an explicit public path and entry folder', () => {
    const manifest = {
      metaData: {
        publicPath: 'https://static.example.com/auth/',
        remoteEntry: { name: 'remoteEntry.js', path: 'federation/' },
      },
    };
    expect(remoteEntryFromManifest(manifest, 'https://auth.example.com/mf-manifest.json')).toBe(
      'https://static.example.com/auth/federation/remoteEntry.js',
    );
  });

  it('refuses a document that names no entry', () => {
    expect(() =>
      remoteEntryFromManifest({ name: 'auth' }, 'https://auth.example.com/mf-manifest.json'),
    ).toThrow('names no remote entry');
    expect(() =>
      remoteEntryFromManifest(null, 'https://auth.example.com/mf-manifest.json'),
    ).toThrow('names no remote entry');
  });
});
