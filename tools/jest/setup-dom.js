// jsdom lacks the encoders React Router needs; Node has them.
const { TextDecoder, TextEncoder } = require('node:util');

Object.assign(globalThis, { TextDecoder, TextEncoder });
require('@testing-library/jest-dom');

// A screen test that types and clicks through a form takes seconds, and several jest workers share
// the machine with other projects' tests. The project's testTimeout is ignored when the root
// configuration runs every project together (`npm test`), so it is set here as well.
jest.setTimeout(20_000);

// A test whose stub fails a call starts the "can't reach" loop (libs/session, loaded on demand):
// end it with the test, so it neither probes the next test's stub nor leaves its notice behind.
// So does the fake live stream `stubFetch` installs (jsdom's page has no EventSource of its own).
// A call the test's stub did not route failed as the network does, which a screen may well survive
// quietly: the test fails here, naming it (libs/web-testing/src/lib/fetch-stub.ts).
const UNEXPECTED = Symbol.for('profileproof.unexpectedApiCalls');
afterEach(() => {
  require('../../libs/session/src/lib/reconnect').stopReconnecting();
  delete globalThis.EventSource;
  const calls = globalThis[UNEXPECTED] ?? [];
  globalThis[UNEXPECTED] = [];
  if (calls.length > 0) {
    throw new Error(`API calls the test's stub does not answer: ${[...new Set(calls)].join(', ')}`);
  }
});
