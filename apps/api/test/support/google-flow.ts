import { createHash, randomBytes } from 'node:crypto';
import type { TestApp } from './test-app';

/** The per-tab secret a browser keeps while its popup runs, and the hash it gives GET /start. */
export interface FlowSecret {
  secret: string;
  hash: string;
}

export function newFlowSecret(): FlowSecret {
  const secret = randomBytes(32).toString('base64url');
  return { secret, hash: createHash('sha256').update(secret).digest('hex') };
}

export interface FlowOptions {
  action?: 'login' | 'signup';
  flow?: FlowSecret;
  tamper?: (callback: URL) => void;
  cookie?: (cookie: string) => string;
}

/**
 * The popup's flow as a browser runs it: GET /start (with the flow's hash), the issuer's
 * authorization page (which answers at once), our return route with the state cookie.
 */
export async function runGoogleFlow(api: TestApp, options: FlowOptions = {}) {
  const flow = options.flow ?? newFlowSecret();
  const query = new URLSearchParams({ action: options.action ?? 'signup', flow_hash: flow.hash });
  const start = await api.request(`/api/auth/google/start?${query}`, { redirect: 'manual' });
  if (start.status !== 302)
    throw new Error(`GET /start answered ${start.status}: ${await start.text()}`);
  const setCookie = start.headers.get('set-cookie') ?? '';
  const cookie = setCookie.split(';')[0];
  const authorize = new URL(start.headers.get('location') ?? '');
  const toIssuer = await fetch(authorize, { redirect: 'manual' });
  if (toIssuer.status !== 302) throw new Error(`The issuer answered ${toIssuer.status}`);
  const callback = new URL(toIssuer.headers.get('location') ?? '');
  options.tamper?.(callback);
  const done = await fetch(callback, {
    redirect: 'manual',
    headers: { cookie: options.cookie ? options.cookie(cookie) : cookie },
  });
  const location = done.headers.get('location') ?? '';
  const idToken = new URLSearchParams(new URL(location).hash.slice(1)).get('id_token') ?? '';
  return { flow, start, setCookie, authorize, callback, done, location, idToken };
}
