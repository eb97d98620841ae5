import { ROUTES } from '@profileproof/contracts';
import { HOST, REMOTES, remoteRoutes, remoteTitle } from '../index';

describe('the table of remotes', () => {
  it('names each remote once, as a container name, project, port and label', () => {
    for (const key of ['name', 'project', 'port', 'label'] as const) {
      expect(new Set(REMOTES.map((remote) => remote[key])).size).toBe(REMOTES.length);
    }
    for (const remote of REMOTES) {
      // A container name is a JavaScript identifier (the global remoteEntry.js defines); a project a folder name.
      expect(remote.name).toMatch(/^[a-z][a-z0-9_]*$/);
      expect(remote.project).toMatch(/^[a-z][a-z0-9-]*$/);
      expect(remote.port).not.toBe(HOST.port);
    }
  });

  it('gives every route of a remote a path of ROUTES and an access rule, and each path one owner', () => {
    const owners = new Map<string, string>();
    for (const remote of REMOTES) {
      const routes = remoteRoutes(remote);
      expect(routes.length).toBeGreaterThan(0);
      for (const { path, access } of routes) {
        expect(Object.values(ROUTES)).toContain(path);
        expect(['guest', 'user', 'admin', 'public']).toContain(access);
        expect(owners.get(path)).toBeUndefined();
        owners.set(path, remote.name);
      }
    }
  });

  it('turns a label into the name people read', () => {
    expect(REMOTES.map(remoteTitle)).toEqual(['Account', 'Profile submissions', 'Admin console']);
  });
});
