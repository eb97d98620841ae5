// The bare server's checks, as the API makes them: the access token (HS256, issuer, audience,
// `type`, `sub`, `sid`), the session in the database, the role, the page parameter and the
// submitted URL and message. A failed check throws an HttpError with the API's answer.
import jwt from 'jsonwebtoken';
import { SQL } from './bare-sql.mjs';

const JWT_VERIFY_OPTIONS = {
  algorithms: ['HS256'],
  issuer: 'profileproof-api',
  audience: 'profileproof-web',
};
const ROLES = ['user', 'admin'];
const FORBIDDEN = 'You do not have permission to perform this action.';
export const TOKEN_INVALID = 'Invalid or expired access token.';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const DAY_MS = 86_400_000;

export class HttpError extends Error {
  constructor(status, body) {
    super(body.detail);
    this.status = status;
    this.body = body;
  }
}

export function verifyAccessToken(header, secret) {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  if (!match) throw new HttpError(401, { detail: 'Authentication credentials were not provided.' });
  let claims;
  try {
    claims = jwt.verify(match[1], secret, JWT_VERIFY_OPTIONS);
  } catch {
    claims = null;
  }
  const valid =
    claims?.type === 'access' &&
    typeof claims.sub === 'string' &&
    /^[1-9]\d{0,9}$/.test(claims.sub) &&
    Number(claims.sub) <= 2_147_483_647 &&
    typeof claims.email === 'string' &&
    ROLES.includes(claims.role) &&
    typeof claims.sid === 'string' &&
    UUID.test(claims.sid);
  if (!valid) throw new HttpError(401, { detail: TOKEN_INVALID });
  return { id: Number(claims.sub), email: claims.email, role: claims.role, sessionId: claims.sid };
}

/**
 * The API's session check: the session's live refresh token, its lifetime and the user's role,
 * from the database on `fresh` checks; other reads trust a positive answer for a while.
 */
export function sessionChecker(pool, limits) {
  const trusted = new Map();
  return async (user, fresh) => {
    const key = `${user.sessionId}:${user.id}:${user.role}`;
    const now = Date.now();
    if (!fresh && (trusted.get(key) ?? 0) > now) return;
    const { rows } = await pool.query(SQL.session, [user.sessionId, user.id]);
    const row = rows[0];
    const holds =
      row !== undefined &&
      row.role === user.role &&
      row.expires_at.getTime() > now &&
      row.session_started_at.getTime() + limits.refreshTokenTtlDays * DAY_MS > now &&
      row.created_at.getTime() + limits.refreshIdleDays * DAY_MS > now;
    trusted.delete(key);
    if (!holds) throw new HttpError(401, { detail: TOKEN_INVALID });
    if (limits.cacheMs > 0) trusted.set(key, now + limits.cacheMs);
  };
}

export function requireRole(user, roles) {
  if (!roles.includes(user.role)) throw new HttpError(403, { detail: FORBIDDEN });
}

/** The pending queue's `limit`: omitted = `fallback`; digits only, 1 to 500. */
export function parseLimit(value, fallback) {
  if (value === undefined) return fallback;
  const limit = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : 0;
  if (limit < 1 || limit > 500) {
    throw new HttpError(400, {
      detail: 'Validation failed',
      errors: { limit: ['Limit must be a whole number from 1 to 500'] },
    });
  }
  return limit;
}

/** `q` as the API reads it: blank = none; else 3–100 characters, as an ILIKE pattern with its wildcards escaped. */
export function parseSearchPattern(value) {
  if (value === undefined) return null;
  const text = typeof value === 'string' ? value.trim() : '';
  if (typeof value === 'string' && text === '') return null;
  if (text.length < 3 || text.length > 100) {
    throw new HttpError(400, {
      detail: 'Validation failed',
      errors: { q: ['Search must be 3 to 100 characters'] },
    });
  }
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** `tier` as the API reads it: blank = none; else free, basic or premium (any case). */
export function parseTierFilter(value) {
  if (value === undefined || value === '') return null;
  const tier = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (!['free', 'basic', 'premium'].includes(tier)) {
    throw new HttpError(400, {
      detail: 'Validation failed',
      errors: { tier: ['Tier must be one of: free, basic, premium'] },
    });
  }
  return tier;
}

export function parsePage(value) {
  if (value === undefined) return 1;
  const page = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : 0;
  if (page < 1 || page > Number.MAX_SAFE_INTEGER) {
    throw new HttpError(400, {
      detail: 'Validation failed',
      errors: { page: ['Page must be a whole number of at least 1'] },
    });
  }
  return page;
}

function hasWhitespaceOrControl(value) {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (code <= 0x20 || code === 0x7f || /\s/.test(value[index])) return true;
  }
  return false;
}

function isLinkedInProfileUrl(value) {
  if (hasWhitespaceOrControl(value)) return false;
  let url;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.username !== '' || url.password !== '' || url.port !== '') return false;
  if (url.hostname !== 'linkedin.com' && !url.hostname.endsWith('.linkedin.com')) return false;
  const handle = /^\/in\/([^/]+)\/?$/.exec(url.pathname)?.[1];
  if (handle === undefined) return false;
  try {
    return /^[\p{L}\p{M}\p{Nd}_-]{3,100}$/u.test(decodeURIComponent(handle));
  } catch {
    return false;
  }
}

export function submitBody(body) {
  const errors = {};
  const url =
    typeof body?.linkedin_url === 'string' ? body.linkedin_url.trim() : body?.linkedin_url;
  if (url === undefined || url === null || url === '')
    errors.linkedin_url = ['LinkedIn URL is required'];
  else if (typeof url !== 'string' || url.length > 2048 || !isLinkedInProfileUrl(url)) {
    errors.linkedin_url = ['Please enter a valid LinkedIn profile URL'];
  }
  const message =
    typeof body?.message === 'string' ? body.message.trim() || null : (body?.message ?? null);
  if (message !== null && (typeof message !== 'string' || message.length > 2000))
    errors.message = ['Message must be a string'];
  if (Object.keys(errors).length > 0)
    throw new HttpError(400, { detail: 'Validation failed', errors });
  return { url, message };
}
