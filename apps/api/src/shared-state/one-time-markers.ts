import { Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { DependencyDownError } from './dependency-down.error';
import { REDIS_CLIENT } from './redis-client';

/**
 * Markers that can be set once: `claim(key, ttlMs)` is true for the first caller and false for
 * every later one until the marker expires. Shared by every instance through Redis when REDIS_URL
 * is set (SET NX PX), else kept in this process's memory.
 */
@Injectable()
export class OneTimeMarkers {
  private readonly memory = new Map<string, number>();

  constructor(@Inject(REDIS_CLIENT) private readonly redis: Redis | null) {}

  async claim(key: string, ttlMs: number): Promise<boolean> {
    const ttl = Math.max(1, Math.ceil(ttlMs));
    if (this.redis) {
      try {
        return (await this.redis.set(`once:${key}`, '1', 'PX', ttl, 'NX')) === 'OK';
      } catch (error) {
        throw new DependencyDownError('redis', error);
      }
    }
    const now = Date.now();
    this.sweep(now);
    const until = this.memory.get(key);
    if (until !== undefined && until > now) return false;
    this.memory.set(key, now + ttl);
    return true;
  }

  private sweep(now: number): void {
    if (this.memory.size < 1024) return;
    for (const [key, until] of this.memory) if (until <= now) this.memory.delete(key);
  }
}
