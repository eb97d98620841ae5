import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { type ClassConstructor, plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';

/** The process environment, or a stand-in for it in tests. */
export type Environment = Record<string, string | undefined>;

export const NODE_ENVS = ['development', 'production', 'test'] as const;
export type NodeEnv = (typeof NODE_ENVS)[number];

export class InvalidConfigurationError extends Error {
  constructor(readonly issues: string[]) {
    super(`Invalid configuration: ${issues.join('; ')}`);
    this.name = 'InvalidConfigurationError';
  }
}

/**
 * Validates the variables one configuration namespace reads, against its class. Empty values
 * count as unset, as `FOO=` in a .env file means "no value". Each failing variable contributes its
 * first message, which names it.
 */
export function validateEnvironment<T extends object>(
  env: Environment,
  schema: ClassConstructor<T>,
): T {
  const values = plainToInstance(schema, withoutEmptyValues(env));
  const errors = validateSync(values, { stopAtFirstError: true });
  if (errors.length > 0) {
    throw new InvalidConfigurationError(
      errors.flatMap((error) => Object.values(error.constraints ?? {}).slice(0, 1)),
    );
  }
  return values;
}

/**
 * Runs every namespace loader and reports all problems at once instead of the first one.
 * The loaders are keyed by namespace; the result carries each namespace's configuration.
 */
export function loadNamespaces<T extends Record<string, (env: Environment) => unknown>>(
  env: Environment,
  loaders: T,
): { [K in keyof T]: ReturnType<T[K]> } {
  const issues: string[] = [];
  const result: Record<string, unknown> = {};
  for (const [namespace, load] of Object.entries(loaders)) {
    try {
      result[namespace] = load(env);
    } catch (error) {
      if (!(error instanceof InvalidConfigurationError)) throw error;
      issues.push(...error.issues);
    }
  }
  if (issues.length > 0) throw new InvalidConfigurationError(issues);
  return result as { [K in keyof T]: ReturnType<T[K]> };
}

function withoutEmptyValues(env: Environment): Environment {
  return Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
}

/** DATA_DIR holds what the API keeps on disk: the embedded database, the development secret, the mail outbox. */
export function dataDirOf(env: Environment): string {
  return resolve(process.cwd(), env.DATA_DIR?.trim() || '.data');
}

const BOOLEAN_WORDS: Record<string, boolean> = {
  true: true,
  1: true,
  yes: true,
  false: false,
  0: false,
  no: false,
};

export function isBooleanWord(value: string): boolean {
  return value.toLowerCase() in BOOLEAN_WORDS;
}

/** Reads a variable already checked with `isBooleanWord`. */
export function parseBoolean(value: string | undefined, fallback: boolean): boolean {
  return value === undefined ? fallback : BOOLEAN_WORDS[value.toLowerCase()];
}

/** Variables from a `.env` file in the working directory, if there is one; the environment wins. */
export function loadDotEnvFile(path = resolve(process.cwd(), '.env')): void {
  if (existsSync(path)) process.loadEnvFile(path);
}
