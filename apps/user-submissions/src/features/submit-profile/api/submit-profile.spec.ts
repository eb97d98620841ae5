import { API_PATHS, type SubmitResponse } from '@profileproof/contracts';
import { ApiError, type ApiClient, type RequestOptions } from '@profileproof/session';
import { isRetryableSubmitError, newIdempotencyKey, submitProfile } from './submit-profile';

const ANSWER: SubmitResponse = { message: 'ok', limit_reached: false, submission_id: 7 };

/** An API client that fails with `failures` in turn, then answers ANSWER; it records every call. */
function flakyApi(failures: unknown[]) {
  const calls: Array<{ path: string; options: RequestOptions | undefined }> = [];
  const api: ApiClient = {
    baseUrl: 'http://api.test',
    refreshSession: () => Promise.resolve(null),
    request: <T>(path: string, options?: RequestOptions) => {
      calls.push({ path, options });
      const failure = failures.shift();
      return failure === undefined ? Promise.resolve(ANSWER as T) : Promise.reject(failure);
    },
  };
  return { api, calls };
}

const http = (status: number, kind: 'http' | 'invalid-response' = 'http') =>
  new ApiError(kind, status, null, `HTTP ${status}`);
const network = () => new ApiError('network', 0, null, 'Network error');
const body = { linkedin_url: 'https://www.linkedin.com/in/ada' };

describe('submitProfile', () => {
  it('sends the body with an Idempotency-Key', async () => {
    const { api, calls } = flakyApi([]);
    await expect(submitProfile(api, body, 'key-1', [])).resolves.toEqual(ANSWER);
    expect(calls).toEqual([
      {
        path: API_PATHS.contact.submit,
        options: { method: 'POST', body, headers: { 'Idempotency-Key': 'key-1' } },
      },
    ]);
  });

  it('retries a 502, a 503 (also as a proxy HTML page) and a network error with the same key', async () => {
    const { api, calls } = flakyApi([http(502, 'invalid-response'), http(503), network()]);
    await expect(submitProfile(api, body, 'key-2', [0, 0, 0])).resolves.toEqual(ANSWER);
    expect(calls).toHaveLength(4);
    expect(new Set(calls.map((call) => call.options?.headers?.['Idempotency-Key']))).toEqual(
      new Set(['key-2']),
    );
  });

  it('gives up after the last retry with the last error', async () => {
    const last = http(502);
    const { api, calls } = flakyApi([http(502), http(502), last]);
    await expect(submitProfile(api, body, 'key-3', [0, 0])).rejects.toBe(last);
    expect(calls).toHaveLength(3);
  });

  it.each([400, 401, 403, 422, 500, 504])('does not retry a %i', async (status) => {
    const refused = http(status);
    const { api, calls } = flakyApi([refused]);
    await expect(submitProfile(api, body, 'key-4', [0, 0, 0])).rejects.toBe(refused);
    expect(calls).toHaveLength(1);
  });

  it('makes a new key for each submission', () => {
    const keys = new Set([newIdempotencyKey(), newIdempotencyKey()]);
    expect(keys.size).toBe(2);
    for (const key of keys) expect(key).toMatch(/^[\x21-\x7e]{16,255}$/);
  });

  it('knows what is retryable', () => {
    expect(isRetryableSubmitError(new Error('x'))).toBe(false);
    expect(isRetryableSubmitError(network())).toBe(true);
  });
});
