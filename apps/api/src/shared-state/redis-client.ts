import { Logger } from '@nestjs/common';
import Redis from 'ioredis';
import { SHARED_STATE_LOG } from './shared-state.messages';

/** The injection token of the shared Redis client: an ioredis client, or null without REDIS_URL. */
export const REDIS_CLIENT = Symbol('REDIS_CLIENT');

/**
 * A client that fails fast while Redis is down (no offline queue, one retry per command), so a
 * request gets a 503 at once instead of waiting; it reconnects by itself in the background.
 */
export async function openRedisClient(url: string, keyPrefix: string): Promise<Redis> {
  const logger = new Logger('Redis');
  const client = new Redis(url, {
    // ioredis puts it before every key of every command (and every KEYS[] of a script).
    keyPrefix,
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
  let reported = false;
  client.on('error', (error: Error) => {
    if (reported) return;
    reported = true;
    logger.warn(SHARED_STATE_LOG.redisUnreachable(error.message));
  });
  client.on('ready', () => {
    if (reported) logger.log(SHARED_STATE_LOG.redisReachable);
    reported = false;
  });
  try {
    await client.connect();
  } catch {
    // Not fatal: the API starts, and what needs Redis answers 503 until it is back.
  }
  return client;
}
