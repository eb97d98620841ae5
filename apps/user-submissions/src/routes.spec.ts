import { remoteOfProject, remoteRoutes, SESSION_CONTRACT_VERSION } from '@profileproof/remotes';
import { contractVersion, routes } from './routes';

describe('what this remote gives the shell (./routes)', () => {
  it('a screen for each route its row of the table of remotes gives it, and no other', () => {
    const remote = remoteOfProject('user-submissions');
    if (!remote) throw new Error('user-submissions is not in libs/remotes/src/remotes.json');
    const owned = remoteRoutes(remote).map((route) => route.path);
    expect(routes.map((route) => route.path).sort()).toEqual(owned.sort());
  });

  it('the session contract it was built against', () => {
    expect(contractVersion).toBe(SESSION_CONTRACT_VERSION);
  });
});
