import { json } from './support/http';
import { createTestApp, type TestApp } from './support/test-app';

const LIMIT = 2;

/** Rate limits count per client IP: behind a trusted proxy, the address it forwards; otherwise the peer's. */
describe('TRUST_PROXY and the rate limits', () => {
  const loginFrom = (api: TestApp, forwardedFor: string) => {
    const init = json({ email: 'nobody@example.com', password: 'wrong password' });
    return api.request('/api/auth/login/', {
      ...init,
      headers: { ...(init.headers as Record<string, string>), 'x-forwarded-for': forwardedFor },
    });
  };

  async function statuses(api: TestApp, forwardedFor: string, count: number): Promise<number[]> {
    const answers: number[] = [];
    for (let i = 0; i < count; i++) answers.push((await loginFrom(api, forwardedFor)).status);
    return answers;
  }

  describe('when the proxy (here 127.0.0.1) is trusted', () => {
    let api: TestApp;

    beforeAll(async () => {
      api = await createTestApp({
        env: { TRUST_PROXY: '127.0.0.1', AUTH_RATE_LIMIT: String(LIMIT) },
      });
    });

    afterAll(() => api?.close());

    it('counts each forwarded client address on its own', async () => {
      expect(await statuses(api, '203.0.113.1', LIMIT + 1)).toEqual([401, 401, 429]);
      expect(await statuses(api, '203.0.113.2', LIMIT)).toEqual([401, 401]);
      // The address the proxy appended (the last one) counts, not what the client claimed before it.
      expect(await statuses(api, '198.51.100.7, 203.0.113.1', 1)).toEqual([429]);
    });
  });

  describe('by default (TRUST_PROXY unset)', () => {
    let api: TestApp;

    beforeAll(async () => {
      api = await createTestApp({
        env: { TRUST_PROXY: undefined, AUTH_RATE_LIMIT: String(LIMIT) },
      });
    });

    afterAll(() => api?.close());

    it('ignores X-Forwarded-For: a client cannot escape the limit by claiming other addresses', async () => {
      expect(await statuses(api, '203.0.113.1', LIMIT)).toEqual([401, 401]);
      expect(await statuses(api, '203.0.113.2', 1)).toEqual([429]);
    });
  });
});
