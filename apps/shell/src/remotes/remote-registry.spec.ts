import { parseRemotesManifest, RemotesManifestError } from './remote-registry';

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
    expect(() => parseRemotesManifest({ ...valid, admin_console: undefined })).toThrow('"admin_console"');
    expect(() => parseRemotesManifest({ ...valid, auth: 'javascript:alert(1)' })).toThrow('"auth"');
    expect(() => parseRemotesManifest([])).toThrow(RemotesManifestError);
  });
});
