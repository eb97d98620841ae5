import { readFileSync } from 'node:fs';
import { json } from './support/http';
import { CONTRACT_FILES } from './support/openapi-contract';
import { ProbeModule } from './support/probe.module';
import { createTestApp, type TestApp } from './support/test-app';

/** The API's own Content-Security-Policy: it serves JSON, which loads nothing and is framed by no page. */
const API_CSP = "default-src 'none';frame-ancestors 'none'";

/** Helmet's headers for pages a browser renders: of no use on a JSON answer. */
const PAGE_ONLY_HEADERS = [
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'origin-agent-cluster',
];

describe('HTTP behaviour shared by every route', () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await createTestApp({
      imports: [ProbeModule],
      env: { WEB_ORIGIN: 'http://app.example.test' },
    });
  });

  afterAll(() => api?.close());

  it('reports the database up at GET /api/health', async () => {
    const response = await api.request('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      status: 'ok',
      info: { database: { status: 'up' } },
    });
  });

  it('takes a trailing slash or not', async () => {
    expect((await api.request('/api/health/')).status).toBe(200);
    expect((await api.request('/api/probe/echo/', json({ name: 'Ada' }))).status).toBe(201);
  });

  it('answers an unknown route with 404 {detail: "Not found"}', async () => {
    for (const [path, init] of [
      ['/api/nothing-here', undefined],
      ['/elsewhere', undefined],
      ['/api/health', json('{')],
    ] as const) {
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
    for (const contentType of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
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
    const response = await api.request(
      '/api/probe/echo',
      json({ score: 101, address: {}, admin: true }),
    );
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
    const inNestedKey = await api.request(
      '/api/probe/echo',
      json({ name: 'Ada', address: { 'ci\u0000ty': 'x' } }),
    );
    const inQuery = await api.request('/api/probe/echo?text=a%00b');
    for (const response of [inBody, inNestedKey, inQuery]) {
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        detail: 'Text must not contain NUL (\\u0000) characters',
      });
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
        headers: {
          origin: 'http://app.example.test',
          'access-control-request-method': method,
          'access-control-request-headers': 'authorization',
        },
      });
      expect(asked.status).toBeLessThan(300);
      expect(asked.headers.get('access-control-allow-methods')?.split(/,\s*/)).toContain(method);
    }

    const other = await api.request('/api/health', {
      headers: { origin: 'http://evil.example.test' },
    });
    expect(other.headers.get('access-control-allow-origin')).not.toBe('http://evil.example.test');
  });

  it('serves the OpenAPI document at /api/docs-json and its UI at /api/docs', async () => {
    const response = await api.request('/api/docs-json');
    expect(response.status).toBe(200);
    const document = await response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.info.title).toBe('ProfileProof API');
    expect(document.paths['/api/health'].get).toBeDefined();
    // The committed contract (libs/contracts/openapi.json, built in Nest's preview mode) is what the
    // running app serves: its every route and schema (this app adds the probe's routes).
    const committed = JSON.parse(readFileSync(CONTRACT_FILES.document, 'utf8'));
    for (const [path, item] of Object.entries(committed.paths))
      expect(document.paths[path]).toEqual(item);
    for (const [name, schema] of Object.entries(committed.components.schemas))
      expect(document.components.schemas[name]).toEqual(schema);

    const ui = await api.request('/api/docs');
    expect(ui.status).toBe(200);
    expect(ui.headers.get('content-type')).toMatch(/^text\/html/);
  });

  it("sends helmet's headers with a strict CSP on every answer, errors included", async () => {
    for (const [path, init] of [
      ['/api/health', undefined],
      ['/api/nothing-here', undefined],
      ['/api/probe/echo', json('{')],
    ] as const) {
      const { headers } = await api.request(path, init);
      expect(headers.get('content-security-policy')).toBe(API_CSP);
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('x-frame-options')).toBe('DENY');
      expect(headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
      expect(headers.get('referrer-policy')).toBe('no-referrer');
      expect(headers.get('cross-origin-resource-policy')).toBe('same-origin');
      // Headers that act only on a rendered page are left off JSON answers.
      for (const pageOnly of PAGE_ONLY_HEADERS) expect(headers.get(pageOnly)).toBeNull();
    }
  });

  it("gives the Swagger UI, a page, all of helmet's headers", async () => {
    const { headers } = await api.request('/api/docs');
    for (const pageOnly of PAGE_ONLY_HEADERS) expect(headers.get(pageOnly)).not.toBeNull();
    expect(headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('sends no Cross-Origin-Opener-Policy, so the Google sign-in popup keeps its opener', async () => {
    for (const path of ['/api/health', '/api/auth/google/start?action=login']) {
      expect(
        (await api.request(path, { redirect: 'manual' })).headers.get('cross-origin-opener-policy'),
      ).toBeNull();
    }
  });

  it('gives the Swagger UI a CSP of its own: its scripts, styles and images, from the API only', async () => {
    const csp = (await api.request('/api/docs')).headers.get('content-security-policy') ?? '';
    const directives = Object.fromEntries(
      csp.split(';').map((directive) => [directive.split(' ')[0], directive]),
    );
    expect(directives).toMatchObject({
      'default-src': "default-src 'none'",
      'script-src': "script-src 'self'",
      'img-src': "img-src 'self' data:",
      'frame-ancestors': "frame-ancestors 'none'",
    });
    // The document it reads is JSON like any other answer.
    expect((await api.request('/api/docs-json')).headers.get('content-security-policy')).toBe(
      API_CSP,
    );
  });

  it('forbids caching every answer, success or failure, of the auth routes and the others', async () => {
    const answers = [
      await api.request(
        '/api/auth/login/',
        json({ email: 'nobody@example.com', password: 'wrong password' }),
      ),
      await api.request('/api/auth/login/', json({ email: 'not an address' })),
      await api.request('/api/auth/password-reset/', json({ email: 'nobody@example.com' })),
      await api.request('/api/auth/profile/'),
      await api.request('/api/health'),
      await api.request('/api/probe/echo', json({ name: 'Ada' })),
      await api.request('/api/nothing-here'),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([401, 400, 200, 401, 200, 201, 404]);
    for (const answer of answers) expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('keeps the {detail} shape for refusals Fastify and Node make before any route', async () => {
    const refusals: Array<[string, RequestInit | undefined, number, string]> = [
      // A path segment over Fastify's maxParamLength (100) matches no route.
      [`/api/admin/submissions/${'1'.repeat(101)}/`, undefined, 414, 'The URL is too long'],
      [`/api/health?padding=${'a'.repeat(9 * 1024)}`, undefined, 414, 'The URL is too long'],
      // Past 16 KB, Node's parser refuses the request line and headers itself.
      [
        `/api/health?padding=${'a'.repeat(20 * 1024)}`,
        undefined,
        431,
        'The URL and headers are too large',
      ],
      ['/api/health/%E0%A4%A', undefined, 400, 'The URL is malformed'],
      [
        '/api/probe/echo',
        { method: 'POST', headers: { 'content-type': ';;;' }, body: '{}' },
        415,
        'Unsupported Media Type',
      ],
      [
        '/api/probe/echo',
        { method: 'POST', body: new Uint8Array([1, 2, 3]) },
        415,
        'Unsupported content type (none): send JSON (application/json)',
      ],
    ];
    for (const [path, init, status, detail] of refusals) {
      const response = await api.request(path, init);
      // The path, shortened, names the case that failed.
      const label = path.slice(0, 40);
      expect({ label, status: response.status, body: await response.json() }).toEqual({
        label,
        status,
        body: { detail },
      });
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('content-security-policy')).toBe(API_CSP);
    }
    // A URL just under the limit is served.
    expect((await api.request(`/api/health?padding=${'a'.repeat(7 * 1024)}`)).status).toBe(200);
  });

  it('tags each answer with a request id, keeping a sane one the client sent', async () => {
    expect((await api.request('/api/health')).headers.get('x-request-id')).toMatch(
      /^[0-9a-f-]{36}$/,
    );
    const given = await api.request('/api/health', { headers: { 'x-request-id': 'trace-42' } });
    expect(given.headers.get('x-request-id')).toBe('trace-42');
  });
});

describe('HTTP behaviour in production', () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await createTestApp({
      env: {
        NODE_ENV: 'production',
        JWT_SECRET: 'Hq7vR2mX9kL4wT8zN1bC6yF3jP0sD5gA',
        API_DOCS: undefined,
      },
    });
  });

  afterAll(() => api?.close());

  it('serves no OpenAPI UI or document unless API_DOCS=true', async () => {
    for (const path of ['/api/docs', '/api/docs/', '/api/docs-json', '/api/docs/swagger-ui.css']) {
      const response = await api.request(path);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ detail: 'Not found' });
    }
    expect((await api.request('/api/health')).status).toBe(200);
  });
});
