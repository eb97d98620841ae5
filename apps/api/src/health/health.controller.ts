import { Controller, Get, Inject, Logger, Res, ServiceUnavailableException } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import {
  HealthCheck,
  type HealthCheckResult,
  HealthCheckService,
  type HealthIndicatorResult,
  HealthIndicatorService,
} from '@nestjs/terminus';
import type { FastifyReply } from 'fastify';
import type Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { RETRY_AFTER_SECONDS } from '../app/http-error.filter';
import { Public } from '../auth/auth.decorators';
import type { Dependency } from '../shared-state/dependency-down.error';
import { REDIS_CLIENT } from '../shared-state/redis-client';

/** How long a dependency may take to answer a ping before it counts as down. */
const PING_TIMEOUT_MS = 3000;

/**
 * Which dependency is up: the database, and Redis when REDIS_URL is set. Each is pinged; one that
 * fails or does not answer in time is reported `down`, without the driver's error (which names
 * hosts and ports), which goes to the log instead.
 */
@ApiTags('health')
@Public()
@Controller('health')
export class HealthController {
  private readonly logger = new Logger(HealthController.name);

  constructor(
    private readonly health: HealthCheckService,
    private readonly indicators: HealthIndicatorService,
    private readonly dataSource: DataSource,
    @Inject(REDIS_CLIENT) private readonly redis: Redis | null,
  ) {}

  @Get()
  @HealthCheck({ swaggerDocumentation: false })
  @ApiOkResponse({
    description:
      'Every dependency is up: `{status: "ok", info: {database: {status: "up"}, redis?: …}, ...}`',
  })
  @ApiServiceUnavailableResponse({
    description:
      'A dependency is down: `{detail, status: "error", error: {database: {status: "down"}}, ...}`, with `Retry-After`',
  })
  async check(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthCheckResult> {
    const checks = [() => this.ping('database', () => this.dataSource.query('SELECT 1'))];
    const redis = this.redis;
    if (redis) checks.push(() => this.ping('redis', () => redis.ping()));
    try {
      return await this.health.check(checks);
    } catch (error) {
      if (!(error instanceof ServiceUnavailableException)) throw error;
      // Keep the report, and give it the `detail` every error answer carries.
      const report = error.getResponse() as HealthCheckResult;
      const down = Object.keys(report.error ?? {}).join(', ');
      reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
      throw new ServiceUnavailableException({
        detail: `Service unavailable: ${down || 'a dependency'} down`,
        ...report,
      });
    }
  }

  private async ping(
    dependency: Dependency,
    probe: () => Promise<unknown>,
  ): Promise<HealthIndicatorResult> {
    const indicator = this.indicators.check(dependency);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(
        () => reject(new Error(`no answer within ${PING_TIMEOUT_MS} ms`)),
        PING_TIMEOUT_MS,
      );
    });
    try {
      await Promise.race([probe(), timeout]);
      return indicator.up();
    } catch (error) {
      this.logger.warn(
        `Health check: the ${dependency} is down (${error instanceof Error ? error.message : String(error)})`,
      );
      return indicator.down();
    } finally {
      clearTimeout(timer);
    }
  }
}
