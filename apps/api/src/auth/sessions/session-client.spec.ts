import { describeDevice, maskIp, storedUserAgent } from './session-client';

describe('session client', () => {
  it.each([
    ['203.0.113.77', '203.0.113.0/24'],
    ['::ffff:198.51.100.9', '198.51.100.0/24'],
    ['2001:db8:abcd:12:34::1', '2001:db8:abcd::/48'],
    ['2001:db8::1', '2001:db8:0::/48'],
    ['::1', '0:0:0::/48'],
    ['not an ip', null],
    [undefined, null],
  ])('masks %s to its network: %s', (ip, masked) => {
    expect(maskIp(ip)).toBe(masked);
  });

  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'Chrome 131 on Windows',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      'Chrome 131 on Android',
    ],
    ['curl/8.5.0', 'Unknown device'],
    [null, 'Unknown device'],
  ])('names the device of %s as %s', (agent, device) => {
    expect(describeDevice(agent)).toBe(device);
  });

  it('keeps at most 512 characters of a user agent', () => {
    expect(storedUserAgent({ userAgent: 'x'.repeat(2000) })).toHaveLength(512);
    expect(storedUserAgent(undefined)).toBeNull();
  });
});
