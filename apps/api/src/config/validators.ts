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
        typeof value === 'string' && /^\d+$/.test(value) && Number(value) >= min && Number(value) <= max,
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
      validate: (value: unknown) => typeof value === 'string' && isUrlWithScheme(value, schemes, options.originOnly),
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
      validate: (value: unknown) => typeof value === 'string' && DURATION.test(value) && parseDurationSeconds(value) > 0,
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
export function RequiredWhen(condition: (env: Environment) => boolean, reason: string): PropertyDecorator {
  return (target, property) => {
    ValidateIf((env: Environment, value: unknown) => value !== undefined || condition(env))(target, property);
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
          typeof value === 'string' && (!condition(args?.object as Environment) || value.length >= min),
        defaultMessage: () => `$property must be at least ${min} characters long when ${reason}`,
      },
    },
    options,
  );
}
