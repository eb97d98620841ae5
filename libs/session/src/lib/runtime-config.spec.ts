import { parseRuntimeConfig, RuntimeConfigError } from './runtime-config';

describe('runtime configuration', () => {
  it('accepts an API origin and drops a trailing slash', () => {
    expect(
      parseRuntimeConfig({ apiBaseUrl: 'https://api.example.com/', environment: 'staging' }),
    ).toEqual({
      apiBaseUrl: 'https://api.example.com',
      environment: 'staging',
    });
  });

  it.each([
    [null],
    [[]],
    [{}],
    [{ apiBaseUrl: 'ftp://x' }],
    [{ apiBaseUrl: 'http://x', environment: 3 }],
  ])('refuses %j with a message naming the problem', (raw) => {
    expect(() => parseRuntimeConfig(raw)).toThrow(RuntimeConfigError);
  });
});
