export {
  HOST,
  REMOTES,
  remoteOfProject,
  remoteRoutes,
  remoteTitle,
  type RemoteApp,
  type RouteAccess,
} from './lib/remote-table';
export {
  REMOTE_UPDATED_MESSAGE,
  SESSION_CONTRACT_VERSION,
  supportsContract,
} from './lib/session-contract';
