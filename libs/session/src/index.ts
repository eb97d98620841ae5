export {
  ApiError,
  createApiClient,
  isHttpError,
  isUnreachable,
  type ApiClient,
  type ApiErrorKind,
  type RequestOptions,
} from './lib/api-client';
export {
  loadRuntimeConfig,
  parseRuntimeConfig,
  RuntimeConfigError,
  type RuntimeConfig,
} from './lib/runtime-config';
export {
  SessionProvider,
  useSession,
  type Session,
  type SessionStatus,
} from './lib/session-provider';
export { SESSION_CHECK_TIMEOUT_MS, verifyStoredSession } from './lib/session-lifecycle';
export { LOGOUT_TIMEOUT_MS, logout } from './lib/logout';
export {
  AUTH_REDIRECT_REASONS,
  clearAuthRedirectReason,
  isAuthRedirectReason,
  readAuthRedirectReason,
  readLoginRedirectState,
  setAuthRedirectReason,
  type AuthRedirectReason,
  type LoginRedirectState,
} from './lib/redirect-reason';
export {
  clearStoredSession,
  readStoredSession,
  storeProfile,
  storeSession,
  subscribeToAuthChanges,
  type StoredSession,
} from './lib/session-store';
export {
  AppProviders,
  createQueryClient,
  forgetCachedDataOnUserChange,
  renderStandaloneRemote,
  type RemoteRoute,
  type RemoteRoutesModule,
} from './lib/federated-app';
