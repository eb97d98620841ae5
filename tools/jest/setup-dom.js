// jsdom lacks the encoders React Router needs; Node has them.
const { TextDecoder, TextEncoder } = require('node:util');

Object.assign(globalThis, { TextDecoder, TextEncoder });
require('@testing-library/jest-dom');
