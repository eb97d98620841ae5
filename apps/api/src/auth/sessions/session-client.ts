import { isIPv4, isIPv6 } from 'node:net';
import Bowser from 'bowser';

const USER_AGENT_MAX_LENGTH = 512;

/** What a session keeps of the client that signed in or refreshed: its user agent and masked IP. */
export interface SessionClient {
  userAgent?: string;
  ip?: string;
}

/** The user agent as stored (bounded). */
export function storedUserAgent(client: SessionClient | undefined): string | null {
  return client?.userAgent?.slice(0, USER_AGENT_MAX_LENGTH) ?? null;
}

/**
 * The IP masked to its network, /24 for IPv4 and /48 for IPv6: enough for the owner to tell a
 * place or provider apart, never the address itself (a session list is personal data too).
 * IPv4-mapped IPv6 addresses count as IPv4. Null when it is not an IP.
 */
export function maskIp(ip: string | undefined): string | null {
  if (!ip) return null;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  const v4 = mapped ? mapped[1] : ip;
  if (isIPv4(v4)) return `${v4.split('.').slice(0, 3).join('.')}.0/24`;
  if (!isIPv6(ip)) return null;
  const [head, tail = ''] = ip.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...headGroups, ...Array(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups]
    : headGroups;
  const network = groups.slice(0, 3).map((group) => parseInt(group || '0', 16).toString(16));
  return `${network.join(':')}::/48`;
}

/** "Chrome 131 on Linux", "Safari on iOS", "Unknown device": what a person recognises. */
export function describeDevice(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device';
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name
    ? [parsed.browser.name, parsed.browser.version?.split('.')[0]].filter(Boolean).join(' ')
    : null;
  const os = parsed.os.name ?? null;
  if (browser && os) return `${browser} on ${os}`;
  return browser ?? os ?? 'Unknown device';
}
