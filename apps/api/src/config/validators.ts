import { isIP } from 'node:net';
import { IsDefined, ValidateBy, ValidateIf, type ValidationOptions } from 'class-validator';
import { type Environment, isBooleanWord } from './environment';

/**
 * Validators for environment variables. Every message names the variable ($property), so a
 * refused start says exactly what to fix.
 */

export function IsIntegerString(min: number, max: number): PropertyDecorator {
  return ValidateBy({
    name: 'isIntegerString',
    validator: {
      validate: (value: unknown) =>
        typeof value === 'string' &&
        /^\d+$/.test(value) &&
        Number(value) >= min &&
        Number(value) <= max,
      defaultMessage: () => `$property must be an integer between ${min} and ${max}`,
    },
  });
}

export function IsBooleanString(): PropertyDecorator {
  return ValidateBy({
    name: 'isBooleanString',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && isBooleanWord(value),
      defaultMessage: () => '$property must be true or false',
    },
  });
}

/** A URL with one of the given schemes; `originOnly` also refuses a path, query or fragment. */
export function IsUrlWithScheme(
  schemes: string[],
  options: { originOnly?: boolean; example: string },
): PropertyDecorator {
  const kind = options.originOnly ? 'an origin' : 'a URL';
  const prefixes = schemes.map((scheme) => `${scheme}://`).join(' or ');
  return ValidateBy({
    name: 'isUrlWithScheme',
    validator: {
      validate: (value: unknown) =>
        typeof value === 'string' && isUrlWithScheme(value, schemes, options.originOnly),
      defaultMessage: () =>
        `$property must be ${kind} starting with ${prefixes}, such as ${options.example}` +
        (options.originOnly ? ' (scheme, host and port only)' : ''),
    },
  });
}

function isUrlWithScheme(value: string, schemes: string[], originOnly = false): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (!schemes.includes(url.protocol.slice(0, -1)) || url.hostname === '') return false;
  return !originOnly || url.origin === value.replace(/\/$/, '');
}

/** Durations as the JWT library reads them: seconds, or a number with s, m, h or d. */
export function IsDuration(): PropertyDecorator {
  return ValidateBy({
    name: 'isDuration',
    validator: {
      validate: (value: unknown) =>
        typeof value === 'string' && DURATION.test(value) && parseDurationSeconds(value) > 0,
      defaultMessage: () => '$property must be a duration such as 900, 900s, 15m, 2h or 1d',
    },
  });
}

const DURATION = /^(\d+)([smhd]?)$/;
const SECONDS_PER_UNIT: Record<string, number> = { '': 1, s: 1, m: 60, h: 3600, d: 86400 };

export function parseDurationSeconds(value: string): number {
  const [, amount, unit] = DURATION.exec(value) ?? [];
  return Number(amount) * SECONDS_PER_UNIT[unit ?? ''];
}

/**
 * The variable may be unset unless `condition` holds for the environment; when it has a value
 * the other validators on it apply as usual.
 */
export function RequiredWhen(
  condition: (env: Environment) => boolean,
  reason: string,
): PropertyDecorator {
  return (target, property) => {
    ValidateIf((env: Environment, value: unknown) => value !== undefined || condition(env))(
      target,
      property,
    );
    IsDefined({ message: `$property is required when ${reason}` })(target, property);
  };
}

export function MinLengthWhen(
  condition: (env: Environment) => boolean,
  min: number,
  reason: string,
  options?: ValidationOptions,
): PropertyDecorator {
  return ValidateBy(
    {
      name: 'minLengthWhen',
      validator: {
        validate: (value: unknown, args) =>
          typeof value === 'string' &&
          (!condition(args?.object as Environment) || value.length >= min),
        defaultMessage: () => `$property must be at least ${min} characters long when ${reason}`,
      },
    },
    options,
  );
}

/** Which proxies Fastify may believe about the client's address (X-Forwarded-For and friends). */
export type TrustProxy = boolean | number | string[];

const TRUST_PROXY_MAX_HOPS = 100;
/** The named ranges Fastify's proxy-addr knows. */
const TRUST_PROXY_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

/**
 * Fastify's `trustProxy`, as text: `true` (every proxy: only behind one that overwrites the
 * headers), `false`, a number of hops (0 to 100), or a comma-separated list of addresses, CIDR
 * ranges (an IPv4 range may give a netmask) and named ranges (loopback, linklocal, uniquelocal).
 */
export function IsTrustProxy(): PropertyDecorator {
  return ValidateBy({
    name: 'isTrustProxy',
    validator: {
      validate: (value: unknown) =>
        typeof value === 'string' && parseTrustProxy(value) !== undefined,
      defaultMessage: () =>
        `$property must be true, false, a number of hops (0 to ${TRUST_PROXY_MAX_HOPS}), or a comma-separated list of ` +
        `IP addresses and CIDR ranges (or ${TRUST_PROXY_RANGES.join(', ')}), such as 10.0.0.0/8,127.0.0.1`,
    },
  });
}

/** The value for Fastify's `trustProxy`; undefined when the text is not one (see `IsTrustProxy`). */
export function parseTrustProxy(value: string): TrustProxy | undefined {
  const text = value.trim();
  const word = text.toLowerCase();
  if (word === 'true') return true;
  if (word === 'false') return false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > TRUST_PROXY_MAX_HOPS) return undefined;
    return hops === 0 ? false : hops;
  }
  const entries = text.split(',').map((entry) => entry.trim());
  return entries.every(isTrustedProxyEntry) ? entries : undefined;
}

function isTrustedProxyEntry(entry: string): boolean {
  if (TRUST_PROXY_RANGES.includes(entry)) return true;
  const slash = entry.indexOf('/');
  const address = slash === -1 ? entry : entry.slice(0, slash);
  const version = isIP(address);
  if (version === 0) return false;
  if (slash === -1) return true;
  const range = entry.slice(slash + 1);
  const max = version === 4 ? 32 : 128;
  if (/^\d{1,3}$/.test(range)) return Number(range) >= 1 && Number(range) <= max;
  return version === 4 && isNetmask(range);
}

/** An IPv4 netmask such as 255.255.0.0: ones, then zeros (not all zeros). */
function isNetmask(text: string): boolean {
  if (isIP(text) !== 4) return false;
  const bits = text
    .split('.')
    .map((octet) => Number(octet).toString(2).padStart(8, '0'))
    .join('');
  return /^1+0*$/.test(bits);
}
