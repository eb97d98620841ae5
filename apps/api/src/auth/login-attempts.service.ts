import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { type ConfigType } from '@nestjs/config';
import type Redis from 'ioredis';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { authConfig } from '../config';
import { canonicalEmail } from '../users/canonical-email';
import { DependencyDownError } from '../shared-state/dependency-down.error';
import { REDIS_CLIENT } from '../shared-state/redis-client';
import { TooManyAttemptsException } from './rate-limits';

/** Consecutive failures of an account are forgotten this long after the first one. */
const FAILURES_KEPT_SECONDS = 24 * 60 * 60;
/**
 * How long the one attempt let through after a block holds the account while its password is
 * checked (others wait); it is released as soon as that attempt ends, so this matters only if its
 * process dies meanwhile.
 */
const CLAIM_SECONDS = 10;

/**
 * The per-account limit on logins, beside the per-IP one: many client IPs trying one address.
 * Accounts are keyed by a hash of the address in canonical form, whether or not it has an
 * account (so the limit reveals nothing). Counters live in Redis (REDIS_URL), shared by every
 * instance, else in this process's memory.
 *
 * Each attempt counts as a failure from the moment it starts until its password proves right
 * (which resets the count): so concurrent attempts cannot slip past the limit while their
 * passwords are being checked. After `limit` failures the account is blocked for the delay,
 * doubled at each further failure up to the cap; beyond `limit`, attempts go one at a time.
 */
@Injectable()
export class LoginAttemptsService {
  private readonly config: ConfigType<typeof authConfig>['loginAccountLimit'];
  /** Failures (and attempts in progress) per account. */
  private readonly failures: RateLimiterAbstract;
  /** Per account: 2 points while blocked, 1 while one attempt holds the account after a block. */
  private readonly blocks: RateLimiterAbstract;

  constructor(
    @Inject(REDIS_CLIENT) redis: Redis | null,
    @Inject(authConfig.KEY) auth: ConfigType<typeof authConfig>,
  ) {
    this.config = auth.loginAccountLimit;
    this.failures = limiter(redis, {
      keyPrefix: 'login-failures',
      points: this.config.limit,
      duration: FAILURES_KEPT_SECONDS,
    });
    this.blocks = limiter(redis, { keyPrefix: 'login-block', points: 1, duration: CLAIM_SECONDS });
  }

  /**
   * Runs `check` — which verifies the password and gives the account, or null when it is wrong or
   * there is none — unless the address is blocked (429 with Retry-After). Redis down: 503.
   */
  async attempt<T>(email: string, check: () => Promise<T | null>): Promise<T | null> {
    const key = accountKey(email);
    const failures = await this.admit(key);
    let account: T | null;
    try {
      account = await check();
    } catch (error) {
      // Not a wrong password (the database failed, say): it does not count.
      await this.failures.reward(key).catch(() => undefined);
      throw error;
    }
    if (account === null) await this.failed(key, failures);
    else await this.succeeded(key);
    return account;
  }

  /** Refuses a blocked address, else counts the attempt; gives the failures counted so far, this one included. */
  private async admit(key: string): Promise<number> {
    const block = await stored(this.blocks.get(key));
    if (block && block.consumedPoints > 1) throw new TooManyAttemptsException(block.msBeforeNext);
    const { consumedPoints } = await stored(this.failures.penalty(key));
    if (consumedPoints > this.config.limit) await this.claim(key);
    return consumedPoints;
  }

  /** Past the limit, one attempt at a time: the first to claim the account goes on, the others get 429. */
  private async claim(key: string): Promise<void> {
    try {
      await this.blocks.consume(key);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw new DependencyDownError('redis', rejection);
      await stored(this.failures.reward(key));
      throw new TooManyAttemptsException(rejection.msBeforeNext);
    }
  }

  private async failed(key: string, failures: number): Promise<void> {
    if (failures < this.config.limit) return;
    const { delaySeconds, maxDelaySeconds } = this.config;
    await stored(
      this.blocks.block(
        key,
        Math.min(delaySeconds * 2 ** (failures - this.config.limit), maxDelaySeconds),
      ),
    );
  }

  private async succeeded(key: string): Promise<void> {
    await stored(Promise.all([this.failures.delete(key), this.blocks.delete(key)]));
  }
}

function limiter(redis: Redis | null, options: LimiterOptions): RateLimiterAbstract {
  return redis
    ? new RateLimiterRedis({ ...options, storeClient: redis, rejectIfRedisNotReady: true })
    : new RateLimiterMemory(options);
}

interface LimiterOptions {
  keyPrefix: string;
  points: number;
  duration: number;
}

/**
 * No address in clear in Redis: a hash of the address in canonical form (`canonicalEmail`), the
 * form the accounts are found by, so every spelling of one address shares one counter.
 */
function accountKey(email: string): string {
  return createHash('sha256').update(canonicalEmail(email)).digest('base64url');
}

/** A counter operation whose failure (Redis unreachable) refuses the login with 503: fail closed. */
async function stored<T>(operation: Promise<T>): Promise<T> {
  try {
    return await operation;
  } catch (error) {
    throw new DependencyDownError('redis', error);
  }
}
