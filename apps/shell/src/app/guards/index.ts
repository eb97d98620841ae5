export { GuestOnly } from './guest-only';
export { homeFor } from './guard-targets';
export { RequireAdmin } from './require-admin';
export { RedirectToLogin, RequireAuth } from './require-auth';
