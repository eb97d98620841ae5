import { request as httpRequest } from 'node:http';
import { ANALYSIS_FIELD_KEYS, createDefaultFormData } from '@profileproof/analysis';
import {
  DocumentBuilder,
  type OpenAPIObject,
  type SchemaObject,
  SwaggerModule,
} from '@nestjs/swagger';
import fc from 'fast-check';
import { Submission } from '../src/submissions/entities/submission.entity';
import { accountFactory } from './support/accounts';
import { GoogleIssuer } from './support/google-issuer';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Property: whatever is sent to any operation of the OpenAPI document — valid requests with one
 * hostile part, hostile bodies, query strings, path parameters and content types, by anonymous,
 * user, admin and forged callers — the API answers, and below 500 (503 is for a dependency that is
 * down, and none is here). On a failure, fast-check shrinks the request and prints it with the
 * seed that replays it.
 */

/** Requests per operation: enough to find a hang or a 500, few enough to keep the file among the quick ones. */
const RUNS_PER_OPERATION = 200;
/** A request unanswered this long fails (a hang: a regular expression running away, say). */
const ANSWER_TIMEOUT_MS = 10_000;

type Caller = 'anonymous' | 'user' | 'admin' | 'forged';

interface Operation {
  method: string;
  /** As in the document, e.g. /api/admin/submissions/{id} */
  path: string;
  pathParameters: string[];
  queryParameters: Record<string, SchemaObject>;
  /** The JSON body's properties and the required ones; null when the operation takes no body. */
  body: { properties: Record<string, SchemaObject>; required: string[] } | null;
}

interface FuzzRequest {
  method: string;
  /** Path and query string, as sent (already percent-encoded where it should be). */
  path: string;
  caller: Caller;
  contentType: string | null;
  body: string | null;
}

interface Answer {
  status: number;
  body: string;
}

describe('fuzzing every operation of the OpenAPI document', () => {
  let api: TestApp;
  let google: GoogleIssuer;
  let operations: Operation[];
  const tokens: Partial<Record<Caller, string>> = {};
  /** Path values that name something that exists, so that requests get past the lookups. */
  const existing: Record<string, string[]> = {};

  beforeAll(async () => {
    google = await GoogleIssuer.start();
    api = await createTestApp({
      env: { ...google.env, SMTP_URL: undefined, AUTH_RATE_LIMIT: '1000000' },
    });
    const document = SwaggerModule.createDocument(
      api.app,
      new DocumentBuilder().addBearerAuth().build(),
    );
    operations = operationsOf(document);

    const account = accountFactory(api, 'fuzz');
    // Premium: submits are never stopped by the quota.
    const user = await account({ tier: 'premium' });
    const admin = await account({ role: 'admin' });
    tokens.user = user.token;
    tokens.admin = admin.token;
    const { identifiers } = await api.dataSource.getRepository(Submission).insert([
      { userId: user.id, linkedinUrl: 'https://www.linkedin.com/in/pending' },
      {
        userId: user.id,
        linkedinUrl: 'https://www.linkedin.com/in/reviewed',
        isProcessed: true,
        adminReply: 'Report',
        adminReplyDate: new Date(),
      },
    ]);
    existing.id = identifiers.map((identifier) => String(identifier.id));
    existing.uid = [user.id, admin.id].map((id) => Buffer.from(String(id)).toString('base64url'));
  });

  afterAll(async () => {
    await api?.close();
    await google?.stop();
  });

  /** One request on a connection of its own; the status is the answer, whatever happens to the body. */
  function send(request: FuzzRequest): Promise<Answer> {
    const { hostname, port } = new URL(api.baseUrl);
    const headers: Record<string, string> = {};
    if (request.contentType !== null) headers['content-type'] = request.contentType;
    if (request.body !== null) headers['content-length'] = String(Buffer.byteLength(request.body));
    const token = request.caller === 'forged' ? FORGED_TOKEN : tokens[request.caller];
    if (token) headers.authorization = `Bearer ${token}`;
    return new Promise((resolve) => {
      let answer: Answer | undefined;
      const settle = (failure: string) => resolve(answer ?? { status: 0, body: failure });
      const outgoing = httpRequest(
        { agent: false, hostname, port, method: request.method, path: request.path, headers },
        (response) => {
          // The server may close the connection while a refused body is still being sent (413, 414),
          // so the request can fail after the answer came: the answer counts.
          const received: Answer = { status: response.statusCode ?? 0, body: '' };
          answer = received;
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => {
            if (received.body.length < 2000) received.body += chunk;
          });
          response.on('end', () => settle(''));
          response.on('error', () => settle(''));
        },
      );
      outgoing.setTimeout(ANSWER_TIMEOUT_MS, () => {
        outgoing.destroy();
        settle(`no answer within ${ANSWER_TIMEOUT_MS} ms`);
      });
      outgoing.on('error', (error) => settle(`no answer: ${error.message}`));
      outgoing.end(request.body ?? undefined);
    });
  }

  it('answers every hostile request to every operation, below 500, whoever calls', async () => {
    expect(operations.length).toBeGreaterThan(20);
    const failures: string[] = [];
    for (const operation of [...operations, UNKNOWN_ROUTE]) {
      const result = await fc.check(
        fc.asyncProperty(requestFor(operation, existing), async (request) => {
          const { status } = await send(request);
          return status > 0 && status < 500;
        }),
        { numRuns: RUNS_PER_OPERATION },
      );
      if (result.failed && result.counterexample) {
        const [request] = result.counterexample;
        failures.push(
          `${operation.method} ${operation.path} answered ${JSON.stringify(await send(request))}\n` +
            `to ${JSON.stringify(request, abbreviate)}\n${fc.defaultReportMessage(result)}`,
        );
      }
    }
    expect(failures).toEqual([]);
    // And it still serves.
    expect((await api.request('/api/health')).status).toBe(200);
  }, 300_000);
});

/** Not in the document: any other path under /api. */
const UNKNOWN_ROUTE: Operation = {
  method: 'GET',
  path: '/api/{anything}',
  pathParameters: ['anything'],
  queryParameters: {},
  body: null,
};

/** A well-formed but unsigned access token claiming to be an admin's. */
const FORGED_TOKEN = [
  { alg: 'none', typ: 'JWT' },
  { sub: '1', role: 'admin', type: 'access' },
]
  .map((part) => Buffer.from(JSON.stringify(part)).toString('base64url'))
  .join('.')
  .concat('.');

function operationsOf(document: OpenAPIObject): Operation[] {
  const schemas = document.components?.schemas ?? {};
  const resolve = (schema: unknown): SchemaObject | undefined => {
    if (schema && typeof schema === 'object' && '$ref' in schema)
      return resolve(schemas[String(schema.$ref).split('/').pop() ?? '']);
    return schema as SchemaObject | undefined;
  };
  return Object.entries(document.paths).flatMap(([path, item]) =>
    (['get', 'post', 'put', 'patch', 'delete'] as const).flatMap((method) => {
      const operation = item[method];
      if (!operation) return [];
      const parameters = (operation.parameters ?? []).filter((parameter) => 'in' in parameter);
      const content =
        operation.requestBody && 'content' in operation.requestBody
          ? operation.requestBody.content
          : undefined;
      const bodySchema = resolve(content?.['application/json']?.schema);
      const properties = Object.fromEntries(
        Object.entries(bodySchema?.properties ?? {}).map(([name, schema]) => [
          name,
          resolve(schema) ?? {},
        ]),
      );
      return [
        {
          method: method.toUpperCase(),
          path,
          pathParameters: parameters
            .filter((parameter) => parameter.in === 'path')
            .map((parameter) => parameter.name),
          queryParameters: Object.fromEntries(
            parameters
              .filter((parameter) => parameter.in === 'query')
              .map((parameter) => [parameter.name, resolve(parameter.schema) ?? {}]),
          ),
          body: bodySchema ? { properties, required: bodySchema.required ?? [] } : null,
        },
      ];
    }),
  );
}

// ---- Values -----------------------------------------------------------------------------------

const POLLUTING_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'valueOf',
];

const specialStrings = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '../../../etc/passwd',
  '..\\..\\windows',
  '%00',
  '%ZZ',
  '\uD800',
  '\uFEFF',
  '\u202E',
  '𝕏😀',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  'true',
  '__proto__',
  "'; DROP TABLE users; --",
  '<script>alert(1)</script>',
  '${7*7}',
  `https://www.linkedin.com/in/${'a'.repeat(3000)}`,
  'https://linkedin.com@evil.example',
  `${'@.'.repeat(3200)} x`,
  `${'a'.repeat(64)}@${'b'.repeat(200)}.com`,
);

/** Values the routes take (existing accounts, tiers, actions, dates), so that requests get through. */
const plausibleStrings = fc.constantFrom(
  'fuzz1@example.com',
  'FUZZ2@example.com',
  'nobody@example.com',
  'a long passphrase 42',
  ' Premium ',
  'basic',
  'free',
  'login',
  'signup',
  'pending',
  'https://www.linkedin.com/in/premium-someone',
  'https://www.linkedin.com/in/someone',
  '2024-02-30',
  '2024-01-31',
  'normal',
  'Report text',
);

const hostileString = fc.oneof(
  { weight: 3, arbitrary: specialStrings },
  { weight: 2, arbitrary: plausibleStrings },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.constantFrom('x', '@', '.', '\u0000', 'é', '['),
        fc.integer({ min: 1, max: 150_000 }),
      )
      .map(([unit, count]) => unit.repeat(count)),
  },
);

/** For a URL: mostly short enough to reach the route (within the URL and header limits), sometimes not. */
const urlString = fc.oneof(
  { weight: 9, arbitrary: hostileString.filter((text) => text.length <= 1000) },
  { weight: 1, arbitrary: hostileString },
);

/** Numbers as JSON text, some that only text can carry (1e309 parses to Infinity; -0). */
const numberText = fc.oneof(
  fc.constantFrom(
    '1e309',
    '-1e309',
    '-0',
    '0',
    '1e-400',
    '9007199254740993',
    '1.5',
    '-1',
    '2147483648',
    '123456789012345678901234567890',
    '1E2',
  ),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map((value) => JSON.stringify(value)),
  fc.integer().map(String),
);

const deepNesting = fc
  .integer({ min: 20, max: 50_000 })
  .chain((depth) =>
    fc.constantFrom(
      `${'['.repeat(depth)}${']'.repeat(depth)}`,
      `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
      `{"a":${'['.repeat(depth)}${']'.repeat(depth)}}`,
    ),
  );

/** Any JSON value, as text; object keys from `keys`, the polluting ones, or anything. */
function hostileJson(keys: readonly string[]): fc.Arbitrary<string> {
  const key = fc.oneof(fc.constantFrom(...keys, ...POLLUTING_KEYS), hostileString);
  const { value } = fc.letrec<{ value: string }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      hostileString.map((text) => JSON.stringify(text)),
      numberText,
      fc.constantFrom('true', 'false', 'null'),
      fc.array(tie('value'), { maxLength: 4 }).map((items) => `[${items.join(',')}]`),
      fc
        .array(fc.tuple(key, tie('value')), { maxLength: 5 })
        .map(
          (entries) =>
            `{${entries.map(([name, item]) => `${JSON.stringify(name)}:${item}`).join(',')}}`,
        ),
    ),
  }));
  return value;
}

/** A JSON object (as text) of `required` and some of `optional`, each with a value from `valueOf`. */
function objectOf(
  required: readonly string[],
  optional: readonly string[],
  valueOf: (name: string) => fc.Arbitrary<string>,
): fc.Arbitrary<string> {
  return fc
    .subarray([...optional])
    .chain((chosen) =>
      fc.tuple(
        ...[...required, ...chosen].map((name) =>
          valueOf(name).map((item) => `${JSON.stringify(name)}:${item}`),
        ),
      ),
    )
    .map((entries) => `{${entries.join(',')}}`);
}

/** A checklist field's value: mostly one of its type (its default), else one of another kind or a near miss. */
const DEFAULT_ANALYSIS: Record<string, unknown> = { ...createDefaultFormData() };
const analysisValue = (key: string) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constant(JSON.stringify(DEFAULT_ANALYSIS[key] ?? null)) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        'true',
        'false',
        '0',
        '5',
        '100',
        '101',
        '-1',
        '2.5',
        '"2024-01-31"',
        '"2024-02-30"',
        '"normal"',
        '"premium"',
        '""',
      ),
    },
  );

/** A value the schema allows (or nearly: its boundaries and just past them), as JSON text. */
function validJson(schema: SchemaObject): fc.Arbitrary<string> {
  if (schema.enum) return fc.constantFrom(...schema.enum.map((value) => JSON.stringify(value)));
  switch (schema.type) {
    case 'boolean':
      return fc.constantFrom('true', 'false');
    case 'number':
    case 'integer': {
      const [min, max] = [schema.minimum ?? 1, schema.maximum ?? 30];
      return fc.oneof(
        fc.integer({ min, max }).map(String),
        fc.constantFrom(String(min), String(max), String(min - 1), String(max + 1), 'null'),
      );
    }
    case 'object':
      return objectOf([], ANALYSIS_FIELD_KEYS, analysisValue);
    default: {
      const examples = [
        schema.example,
        schema.format === 'password' ? 'a long passphrase 42' : undefined,
      ].filter((value) => typeof value === 'string');
      return fc.oneof(
        fc.constantFrom(...examples.map((value) => JSON.stringify(value)), '"x"'),
        plausibleStrings.map((text) => JSON.stringify(text)),
      );
    }
  }
}

// ---- Requests ---------------------------------------------------------------------------------

/**
 * A body: mostly a valid one with one property hostile (or an extra, polluting one); else hostile
 * values under the schema's keys, any JSON value, deep nesting, or broken JSON.
 */
function bodyFor(operation: Operation): fc.Arbitrary<string> {
  const { properties = {}, required = [] } = operation.body ?? {};
  const names = Object.keys(properties);
  const optional = names.filter((name) => !required.includes(name));
  const hostile = hostileJson([...names, ...ANALYSIS_FIELD_KEYS]);
  const valid = objectOf(required, optional, (name) => validJson(properties[name]));
  const oneHostile =
    names.length === 0
      ? hostile
      : fc.tuple(fc.constantFrom(...names, ...POLLUTING_KEYS), hostile).chain(([target, value]) =>
          objectOf(
            required.filter((name) => name !== target),
            optional.filter((name) => name !== target),
            (name) => validJson(properties[name]),
          ).map(
            (object) =>
              `{${JSON.stringify(target)}:${value}${object === '{}' ? '}' : `,${object.slice(1)}`}`,
          ),
        );
  return fc.oneof(
    { weight: 4, arbitrary: oneHostile },
    { weight: 2, arbitrary: valid },
    { weight: 2, arbitrary: objectOf([], [...names, ...POLLUTING_KEYS], () => hostile) },
    { weight: 1, arbitrary: hostile },
    { weight: 1, arbitrary: deepNesting },
    {
      weight: 1,
      arbitrary: fc
        .tuple(valid, fc.nat())
        .map(([text, cut]) => text.slice(0, cut % (text.length + 1))),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '',
        '{',
        '{"a":',
        '[1,',
        '{"__proto__":{"role":"admin"}}',
        '{"a":1,"a":2}',
        '\u0000',
        'a=1&b=2',
      ),
    },
  );
}

const contentType = fc.oneof(
  { weight: 8, arbitrary: fc.constant('application/json') },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'application/json; charset=utf-8',
      'application/json; charset=utf-16',
      'APPLICATION/JSON',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
      '',
      ';',
      'application/json; charset=utf-8; charset=latin1',
    ),
  },
);

/** A path segment: something that exists, numbers no id can be, traversal, bad encodings, unicode, very long. */
function pathSegment(existingValues: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(...existingValues, '1', 'MQ', 'token') },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        '0',
        '-1',
        '2147483647',
        '2147483648',
        '99999999999999999999999999',
        '1e3',
        '0x10',
        '1.5',
        '+1',
        '%201',
        'NaN',
      ),
    },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        '..',
        '.',
        '%2e%2e',
        '%2e%2e%2f',
        '..%2f..%2fetc%2fpasswd',
        '%00',
        '%ZZ',
        '%',
        '%C0%AF',
        '~',
        '*',
        '@',
      ),
    },
    {
      weight: 1,
      arbitrary: fc
        .oneof(
          { weight: 9, arbitrary: fc.integer({ min: 1, max: 500 }) },
          { weight: 1, arbitrary: fc.integer({ min: 1, max: 20_000 }) },
        )
        .map((length) => '9'.repeat(length)),
    },
    { weight: 2, arbitrary: urlString.map((text) => encodeText(text) || '%20') },
  );
}

/** A query string: the operation's parameters (valid or hostile) and others, broken encodings, repeats. */
function queryFor(operation: Operation): fc.Arbitrary<string> {
  const known = Object.entries(operation.queryParameters);
  const hostileValue = fc.oneof(
    urlString.map(encodeText),
    fc.constantFrom(
      '%',
      '%ZZ',
      '%00',
      '%u0000',
      '[]',
      'a&b',
      '==',
      '-1',
      '0',
      '1e309',
      '999999999999999999999999',
    ),
  );
  const knownPairs = fc.subarray(known).chain((chosen) =>
    fc.tuple(
      ...chosen.map(([name, schema]) =>
        fc
          .oneof(
            validJson(schema).map((json) => encodeText(String(JSON.parse(json)))),
            hostileValue,
          )
          .map((value) => `${name}=${value}`),
      ),
    ),
  );
  const otherKey = fc.oneof(
    fc.constantFrom(
      't',
      'page',
      'email',
      ...POLLUTING_KEYS,
      'constructor[prototype][role]',
      'a[b][c]',
      'a[]',
    ),
    urlString.map(encodeText),
  );
  const otherPairs = fc.array(
    fc.tuple(otherKey, hostileValue).map(([name, value]) => `${name}=${value}`),
    { maxLength: 3 },
  );
  return fc.tuple(knownPairs, otherPairs).map(([first, second]) => {
    const pairs = [...first, ...second];
    return pairs.length === 0 ? '' : `?${pairs.join('&')}`;
  });
}

function requestFor(
  operation: Operation,
  existing: Record<string, string[]>,
): fc.Arbitrary<FuzzRequest> {
  const takesBody = operation.body !== null;
  const path = fc
    .tuple(
      fc.tuple(...operation.pathParameters.map((name) => pathSegment(existing[name] ?? []))),
      fc.boolean(),
      queryFor(operation),
    )
    .map(([segments, slash, query]) => {
      const filled = operation.pathParameters.reduce(
        (path, name, index) => path.replace(`{${name}}`, segments[index]),
        operation.path,
      );
      return `${filled}${slash ? '/' : ''}${query}`;
    });
  return fc.record({
    method: fc.oneof(
      { weight: 9, arbitrary: fc.constant(operation.method) },
      {
        weight: 1,
        arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'),
      },
    ),
    path,
    caller: fc.constantFrom<Caller>('anonymous', 'user', 'admin', 'admin', 'forged'),
    contentType: sometimes(contentType, takesBody ? 9 : 3),
    body: sometimes(bodyFor(operation), takesBody ? 9 : 1),
  });
}

/** `arbitrary`'s value `weight` times in 10, null otherwise. */
function sometimes<T>(arbitrary: fc.Arbitrary<T>, weight: number): fc.Arbitrary<T | null> {
  return fc.oneof({ weight: 10 - weight, arbitrary: fc.constant(null) }, { weight, arbitrary });
}

/** Percent-encoded as a client would send it (lone surrogates, which cannot be, become U+FFFD). */
function encodeText(text: string): string {
  return encodeURIComponent(
    text.replace(
      /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
      '\uFFFD',
    ),
  );
}

/** Long strings in a failure report, cut to their start and length. */
function abbreviate(_key: string, value: unknown): unknown {
  return typeof value === 'string' && value.length > 300
    ? `${value.slice(0, 200)}… (${value.length} characters)`
    : value;
}
