import { json } from './support/http';
import { ProbeModule } from './support/probe.module';
import { createTestApp, type TestApp } from './support/test-app';

describe('HTTP behaviour shared by every route', () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await createTestApp({ imports: [ProbeModule], env: { WEB_ORIGIN: 'http://app.example.test' } });
  });

  afterAll(() => api?.close());

  it('reports the database up at GET /api/health', async () => {
    const response = await api.request('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok', info: { database: { status: 'up' } } });
  });

  it('takes a trailing slash or not', async () => {
    expect((await api.request('/api/health/')).status).toBe(200);
    expect((await api.request('/api/probe/echo/', json({ name: 'Ada' }))).status).toBe(201);
  });

  it('answers an unknown route with 404 {detail: "Not found"}', async () => {
    for (const [path, init] of [['/api/nothing-here', undefined], ['/elsewhere', undefined], ['/api/health', json('{')]] as const) {
      const response = await api.request(path, init);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({ detail: 'Not found' });
    }
  });

  it('refuses malformed JSON with 400 and a detail', async () => {
    const response = await api.request('/api/probe/echo', json('{"name": "Ada",'));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ detail: 'Malformed JSON in the request body' });
  });

  it('refuses a body that is not JSON with 415', async () => {
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const response = await api.request('/api/probe/echo', {
        method: 'POST',
        headers: { 'content-type': contentType },
        body: 'name=Ada',
      });
      expect(response.status).toBe(415);
      expect((await response.json()).detail).toContain(`Unsupported content type ${contentType}`);
    }
  });

  it('refuses a body over 100 KB with 413', async () => {
    const response = await api.request('/api/probe/echo', json({ name: 'x'.repeat(101 * 1024) }));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ detail: 'Request body is too large' });
  });

  it('answers validation failures with the failing fields', async () => {
    const response = await api.request('/api/probe/echo', json({ score: 101, address: {}, admin: true }));
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.detail).toBe('Validation failed');
    expect(Object.keys(body.errors).sort()).toEqual(['address.city', 'admin', 'name', 'score']);
    expect(body.errors.admin).toEqual(['property admin should not exist']);
    expect(body.errors.score).toEqual(['score must not be greater than 100']);
  });

  it('validates JSON that is not an object', async () => {
    for (const body of ['[1, 2]', '"Ada"', 'null']) {
      const response = await api.request('/api/probe/echo', json(body));
      expect(response.status).toBe(400);
      expect((await response.json()).detail).toBe('Validation failed');
    }
  });

  it('treats an empty JSON body as no body', async () => {
    const response = await api.request('/api/probe/echo', json(''));
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toHaveProperty('name');
  });

  it('returns what passed validation, transformed', async () => {
    const response = await api.request('/api/probe/echo', json({ name: 'Ada', score: 7 }));
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ name: 'Ada', score: 7 });
  });

  it('refuses text with NUL characters with 400', async () => {
    const inBody = await api.request('/api/probe/echo', json({ name: 'A\u0000da' }));
    const inNestedKey = await api.request('/api/probe/echo', json({ name: 'Ada', address: { 'ci\u0000ty': 'x' } }));
    const inQuery = await api.request('/api/probe/echo?text=a%00b');
    for (const response of [inBody, inNestedKey, inQuery]) {
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ detail: 'Text must not contain NUL (\\u0000) characters' });
    }
    expect(await (await api.request('/api/probe/echo?text=ab')).json()).toEqual({ text: 'ab' });
  });

  it('answers an unexpected error with a bare 500', async () => {
    const response = await api.request('/api/probe/failure');
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ detail: 'Internal server error' });
    expect(text).not.toContain('hunter2');
  });

  it('allows the web origin, with credentials', async () => {
    const preflight = await api.request('/api/probe/echo', {
      method: 'OPTIONS',
      headers: {
        origin: 'http://app.example.test',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,authorization',
      },
    });
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://app.example.test');
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');

    // The admin console deletes and re-opens submissions from the web origin: the browser asks first.
    for (const method of ['DELETE', 'PATCH']) {
      const asked = await api.request('/api/admin/processed/1/', {
        method: 'OPTIONS',
        headers: { origin: 'http://app.example.test', 'access-control-request-method': method, 'access-control-request-headers': 'authorization' },
      });
      expect(asked.status).toBeLessThan(300);
      expect(asked.headers.get('access-control-allow-methods')?.split(/,\s*/)).toContain(method);
    }

    const other = await api.request('/api/health', { headers: { origin: 'http://evil.example.test' } });
    expect(other.headers.get('access-control-allow-origin')).not.toBe('http://evil.example.test');
  });

  it('serves the OpenAPI document at /api/docs-json and its UI at /api/docs', async () => {
    const response = await api.request('/api/docs-json');
    expect(response.status).toBe(200);
    const document = await response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.info.title).toBe('ProfileProof API');
    expect(document.paths['/api/health'].get).toBeDefined();

    const ui = await api.request('/api/docs');
    expect(ui.status).toBe(200);
    expect(ui.headers.get('content-type')).toMatch(/^text\/html/);
  });

  it('tags each answer with a request id, keeping a sane one the client sent', async () => {
    expect((await api.request('/api/health')).headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const given = await api.request('/api/health', { headers: { 'x-request-id': 'trace-42' } });
    expect(given.headers.get('x-request-id')).toBe('trace-42');
  });
});
