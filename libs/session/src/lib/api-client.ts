import { API_PATHS, type ErrorBody } from '@profileproof/contracts';
import { isPageBeingLeft } from './page-lifecycle';
import { setAuthRedirectReason } from './redirect-reason';
import { clearStoredSession, readStoredSession, storeRefreshedTokens } from './session-store';

export type ApiErrorKind = 'http' | 'network' | 'invalid-response';

/** Every failed call rejects with this: the status, the server's `{detail}` body, and what kind of failure it was. */
export class ApiError extends Error {
  // Declared and assigned by hand: parameter properties compile to a defineProperty helper per
  // field, bytes every page downloads.
  declare readonly kind: ApiErrorKind;
  declare readonly status: number;
  declare readonly body: Partial<ErrorBody> | null;

  constructor(
    kind: ApiErrorKind,
    status: number,
    body: Partial<ErrorBody> | null,
    message: string,
  ) {
    super(message);
    Object.assign(this, { kind, status, body, name: 'ApiError' });
  }

  get detail(): string | undefined {
    return typeof this.body?.detail === 'string' ? this.body.detail : undefined;
  }
}

/**
 * The API could not be reached: the request failed on the network, timed out, or a proxy or the
 * API itself answered 502/503/504 (a restart, a deploy, a dependency outage). Unlike a 401 that a
 * refresh cannot fix, this says nothing about the session, which is kept.
 */
export function isUnreachable(error: unknown): boolean {
  return error instanceof ApiError
    ? error.kind == 'network' || (error.status > 501 && error.status < 505)
    : (error as Error | undefined)?.name == 'TimeoutError';
}

/**
 * Resolves when the API answers again, showing the "retrying" notice meanwhile. Loaded only then:
 * the notice and its backoff stay out of every page's first download (the login page's budget).
 */
export function whenApiAnswers(baseUrl: string): Promise<void> {
  return import(/* webpackChunkName: "later" */ './reconnect').then((reconnect) =>
    reconnect.default(baseUrl),
  );
}

/**
 * The API answered with an error status — not a network failure nor an unreadable answer — and,
 * when `status` is given, with that one (or one of those): `isHttpError(error, [401, 403])`.
 */
export function isHttpError(
  error: unknown,
  status?: number | readonly number[],
): error is ApiError {
  if (!(error instanceof ApiError) || error.kind !== 'http') return false;
  return (
    status === undefined ||
    (typeof status === 'number' ? error.status === status : status.includes(error.status))
  );
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  /** Send the stored access token (default true). */
  auth?: boolean;
  /**
   * On a 401, renew the tokens once and retry (default true). Off for calls where a renewal makes
   * no sense, such as logout.
   */
  renew?: boolean;
  /** Aborting rejects with the signal's reason (e.g. a `TimeoutError`), never with a network `ApiError`. */
  signal?: AbortSignal;
  /** Extra request headers (e.g. `Idempotency-Key`). */
  headers?: Record<string, string>;
}

export interface ApiClient {
  readonly baseUrl: string;
  request<T>(path: string, options?: RequestOptions): Promise<T>;
  /**
   * Exchanges the refresh token for new tokens, resolving with the new access token (null: the
   * session cannot be renewed). Concurrent callers share one request, and the tabs of the browser
   * renew one at a time (Web Locks): a tab that waited, or whose renewal was refused, takes the pair
   * another tab stored meanwhile instead of spending the token again.
   */
  refreshSession(): Promise<string | null>;
}

// One refresh per page, shared by every request in flight and by every remote: this module is a
// federation singleton, so this variable exists once.
let refreshInFlight: Promise<string | null> | null = null;
/** The Web Lock the tabs of one browser renew under, one at a time. */
export const RENEWAL_LOCK = 'profileproof-token-renewal';

export function createApiClient(baseUrl: string): ApiClient {
  const url = (path: string, query?: RequestOptions['query']) => {
    const target = new URL(path, baseUrl);
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== undefined) target.searchParams.set(key, String(value));
    }
    return target.toString();
  };

  const send = async (
    path: string,
    options: RequestOptions,
    token: string | null,
  ): Promise<Response> => {
    const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    if (token) headers['Authorization'] = `Bearer ${token}`;
    try {
      return await fetch(url(path, options.query), {
        method: options.method ?? 'GET',
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: options.signal,
      });
    } catch (error) {
      if (options.signal?.aborted) throw options.signal.reason ?? error;
      throw new ApiError('network', 0, null, 'Network error');
    }
  };

  const parse = async <T>(response: Response): Promise<T> => {
    const contentType = response.headers.get('content-type') ?? '';
    const text = await response.text();
    let body: unknown = null;
    if (text) {
      try {
        // Not JSON (a proxy's HTML error page): unreadable, like a body that does not parse.
        if (!contentType.includes('json')) throw new Error();
        body = JSON.parse(text);
      } catch {
        throw new ApiError(
          'invalid-response',
          response.status,
          null,
          'Invalid API response format',
        );
      }
    }
    if (!response.ok) {
      const errorBody = (body ?? null) as Partial<ErrorBody> | null;
      throw new ApiError(
        'http',
        response.status,
        errorBody,
        errorBody?.detail ?? `HTTP ${response.status}`,
      );
    }
    return body as T;
  };

  const refreshSession = (): Promise<string | null> => {
    if (refreshInFlight) return refreshInFlight;
    const refreshToken = readStoredSession()?.refreshToken;
    if (!refreshToken) return Promise.resolve(null);
    // The pair another tab stored since this one read `refreshToken` (null: it signed out), else undefined.
    const storedElsewhere = () => {
      const stored = readStoredSession();
      return stored?.refreshToken === refreshToken ? undefined : (stored?.token ?? null);
    };
    const renew = async (): Promise<string | null> => {
      const adopted = storedElsewhere();
      if (adopted !== undefined) return adopted;
      try {
        const response = await send(
          API_PATHS.auth.refresh,
          { method: 'POST', body: { refresh: refreshToken } },
          null,
        );
        const tokens = await parse<{ access?: string; refresh?: string }>(response);
        if (!tokens?.access) return null;
        storeRefreshedTokens(tokens.access, tokens.refresh ?? refreshToken);
        return tokens.access;
      } catch (error) {
        // An unreachable API refused nothing: the caller fails, the session stays.
        if (isUnreachable(error)) throw error;
        return storedElsewhere() ?? null;
      }
    };
    // Where the browser has no Web Locks (or jsdom), one renewal per page, as the server's grace allows.
    const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
    refreshInFlight = (locks ? locks.request(RENEWAL_LOCK, renew) : renew()).finally(() => {
      refreshInFlight = null;
    });
    return refreshInFlight;
  };

  // Any call the API cannot answer puts up the notice, on whatever screen made it.
  const request = <T>(path: string, options: RequestOptions = {}): Promise<T> =>
    attempt<T>(path, options).catch((error: unknown) => {
      // (A page being left cancels its calls too: a notice it shows for a moment goes with it.)
      if (isUnreachable(error)) void whenApiAnswers(baseUrl);
      throw error;
    });

  const attempt = async <T>(path: string, options: RequestOptions): Promise<T> => {
    const useAuth = options.auth ?? true;
    const token = useAuth ? (readStoredSession()?.token ?? null) : null;
    let response = await send(path, options, token);
    if (response.status === 401 && useAuth && token && (options.renew ?? true)) {
      // Another call may have renewed the tokens while this one was in flight: use theirs.
      const current = readStoredSession()?.token ?? null;
      const renewed = current && current !== token ? current : await refreshSession();
      if (renewed) {
        response = await send(path, options, renewed);
      } else if (readStoredSession() && !isPageBeingLeft()) {
        // The session cannot be renewed: it is over. The login screen explains why.
        setAuthRedirectReason('expired');
        clearStoredSession();
      }
    }
    return parse<T>(response);
  };

  return { baseUrl, request, refreshSession };
}
