/** Request options for the tests' HTTP calls. */

/** A JSON body (a string is sent as is, to send malformed JSON). */
export function json(body: unknown, init: { method?: string; token?: string } = {}): RequestInit {
  return {
    method: init.method ?? 'POST',
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  };
}

/** A GET with an access token. */
export function bearer(token: string): RequestInit {
  return { headers: { authorization: `Bearer ${token}` } };
}
