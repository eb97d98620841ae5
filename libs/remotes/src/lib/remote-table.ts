import { ROUTES, type RouteName } from '@profileproof/contracts';
import table from '../remotes.json';

/**
 * Who may open a route: `guest` (signed-out visitors; a signed-in user is sent to their start
 * page), `user` (any signed-in user), `admin`, or `public` (anyone).
 */
export type RouteAccess = 'guest' | 'user' | 'admin' | 'public';

/** One remote of the composed front end, as `remotes.json` describes it. */
export interface RemoteApp {
  /** Module Federation container name: the remote's key in /remotes.manifest.json. */
  name: string;
  /** Nx project: the folder under apps/ and dist/apps/. */
  project: string;
  /** Port of its dev server and of `npm start` (the e2e stack uses the port + 100). */
  port: number;
  /** How the product names it to users ("The account section is unavailable right now"). */
  label: string;
  /** The routes it owns, by their name in `ROUTES`, and who may open each. */
  routes: Partial<Record<RouteName, RouteAccess>>;
}

/** Every remote, in the table's order. */
export const REMOTES = table.remotes as readonly RemoteApp[];

/** The host (the shell): its project, port and page title. */
export const HOST: { project: string; port: number; title: string } = table.host;

/** The paths a remote serves, with who may open each. */
export function remoteRoutes(remote: RemoteApp): { path: string; access: RouteAccess }[] {
  return (Object.entries(remote.routes) as [RouteName, RouteAccess][]).map(([name, access]) => ({
    path: ROUTES[name],
    access,
  }));
}

/** The remote's name for people: its label, capitalised ("Account", "Admin console"). */
export function remoteTitle(remote: RemoteApp): string {
  return remote.label.charAt(0).toUpperCase() + remote.label.slice(1);
}

/** The remote an Nx project is, if it is one. */
export function remoteOfProject(project: string): RemoteApp | undefined {
  return REMOTES.find((remote) => remote.project === project);
}
