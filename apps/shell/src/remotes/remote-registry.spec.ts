import {
  parseRemotesManifest,
  preloadRemoteEntry,
  registerRemotesManifest,
  RemotesManifestError,
} from './remote-registry';

const manifest = {
  auth: 'https://auth.example.com/remoteEntry.js',
  user_submissions: '/user-submissions/remoteEntry.js',
  admin_console: 'http://localhost:4203/remoteEntry.js',
};

describe('remotes manifest', () => {
  const valid = {
    auth: 'https://auth.example.com/remoteEntry.js',
    user_submissions: '/user-submissions/remoteEntry.js',
    admin_console: 'http://localhost:4203/remoteEntry.js',
  };

  it('accepts absolute and same-origin remote entry URLs', () => {
    expect(parseRemotesManifest({ ...valid, extra: 'ignored' })).toEqual(valid);
  });

  it('names the remote whose URL is missing or not http(s)', () => {
    expect(() => parseRemotesManifest({ ...valid, admin_console: undefined })).toThrow(
      '"admin_console"',
    );
    expect(() => parseRemotesManifest({ ...valid, auth: 'javascript:alert(1)' })).toThrow('"auth"');
    expect(() => parseRemotesManifest([])).toThrow(RemotesManifestError);
  });
});

describe('preloading the remote a page opens on', () => {
  const preloads = () =>
    [...document.head.querySelectorAll('link[rel="preload"][as="script"]')].map((link) =>
      link.getAttribute('href'),
    );

  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('starts downloading its entry script before the federation runtime asks for it', () => {
    registerRemotesManifest(
      parseRemotesManifest({ ...manifest, auth: 'https://auth.example.com/remoteEntry.js' }),
    );
    preloadRemoteEntry('auth');
    expect(preloads()).toEqual(['https://auth.example.com/remoteEntry.js']);
  });

  it('leaves an entry given by its manifest to the runtime', () => {
    registerRemotesManifest(
      parseRemotesManifest({ ...manifest, auth: 'https://auth.example.com/mf-manifest.json' }),
    );
    preloadRemoteEntry('auth');
    expect(preloads()).toEqual([]);
  });
});
