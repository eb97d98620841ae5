export { ApiError, createApiClient, type ApiClient, type ApiErrorKind, type RequestOptions } from './lib/api-client';
export { loadRuntimeConfig, parseRuntimeConfig, RuntimeConfigError, type RuntimeConfig } from './lib/runtime-config';
export { SessionProvider, useSession, type Session } from './lib/session-provider';
export {
  clearStoredSession,
  readStoredSession,
  storeSession,
  subscribeToAuthChanges,
  type StoredSession,
} from './lib/session-store';
export {
  AppProviders,
  createQueryClient,
  renderStandaloneRemote,
  type RemoteRoute,
  type RemoteRoutesModule,
} from './lib/federated-app';
