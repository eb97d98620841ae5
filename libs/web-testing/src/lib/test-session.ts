import { API_PATHS, STORAGE_KEYS, type ProfileResponse, type Role } from '@profileproof/contracts';
import type { StubReply } from './fetch-stub';

let sessions = 0;

/**
 * Stores a session as the login screen does, with a fresh token (the start-up check runs once per
 * token), and returns the stubbed answer of that check: spread it into `stubFetch`'s routes.
 */
export function signInForTest(role: Role, email: string): Record<string, StubReply> {
  sessions += 1;
  localStorage.setItem(STORAGE_KEYS.token, `access-${sessions}`);
  localStorage.setItem(STORAGE_KEYS.refreshToken, `refresh-${sessions}`);
  localStorage.setItem(STORAGE_KEYS.userRole, role);
  localStorage.setItem(STORAGE_KEYS.userEmail, email);
  const profile: ProfileResponse = {
    id: 1,
    email,
    role,
    is_verified: true,
    two_step_enabled: true,
  };
  return { [`GET ${API_PATHS.auth.profile}`]: { status: 200, body: profile } };
}
