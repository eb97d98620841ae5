import { Controller, Get, Inject, Logger, Res, ServiceUnavailableException } from '@nestjs/common';
import {
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
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
import { Drain } from './drain';

/** How long a dependency may take to answer a ping before it counts as down. */
const PING_TIMEOUT_MS = 3000;

/** How a failed check reads in the answer's `detail` (a dependency's: `<name> down`). */
const FAILED_CHECK_WORDS: Record<string, string> = {
  migrations: 'migrations pending',
  drain: 'shutting down',
};

/** How many of `$1` (the names of the migrations this build knows) the database has applied. */
const APPLIED_MIGRATIONS_SQL =
  'SELECT count(*)::int AS "applied" FROM "migrations" WHERE "name" = ANY($1)';

/**
 * Which dependency is up: the database, and Redis when REDIS_URL is set. Each is pinged; one that
 * fails or does not answer in time is reported `down`, without the driver's error (which names
 * hosts and ports), which goes to the log instead. Two probes for orchestrators and load
 * balancers: `live` (the process answers) and `ready` (this instance may take traffic).
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
    private readonly drain: Drain,
  ) {}

  /**
   * Liveness: the process answers. No dependency is checked: a database or Redis outage must not
   * get every instance restarted (each recovers by itself when the dependency is back).
   */
  @Get('live')
  @ApiOperation({ summary: 'Liveness probe: the process answers (no dependency is checked)' })
  @ApiOkResponse({ description: '`{status: "ok"}`' })
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  /**
   * Readiness: send traffic here. The database answers and has every migration of this build, Redis
   * (when REDIS_URL is set) answers, and the instance is not draining.
   */
  @Get('ready')
  @HealthCheck({ swaggerDocumentation: false })
  @ApiOperation({
    summary:
      'Readiness probe: database reachable with every migration applied, Redis reachable (when set), not shutting down',
  })
  @ApiOkResponse({
    description:
      '`{status: "ok", info: {database: {status: "up"}, migrations: {status: "up"}, redis?: …, drain: {status: "up"}}, ...}`',
  })
  @ApiServiceUnavailableResponse({
    description:
      'Not ready: `{detail, status: "error", error: {<check>: {status: "down"}}, ...}` naming each check that failed, with `Retry-After`',
  })
  async ready(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthCheckResult> {
    const checks = [
      () => this.drainCheck(),
      () => this.migrationsCheck(),
      ...this.dependencyChecks().slice(1),
    ];
    return this.run(checks, reply, 'Not ready');
  }

  @Get()
  @HealthCheck({ swaggerDocumentation: false })
  @ApiOperation({
    summary: 'Health: pings the database and, with REDIS_URL, Redis (3 s each)',
    description:
      'Names the dependency that is down, never the driver error (that goes to the log). The probes for load balancers ' +
      'and orchestrators are `live` and `ready` (docs/operations.md, Probes and drain).',
  })
  @ApiOkResponse({
    description:
      'Every dependency is up: `{status: "ok", info: {database: {status: "up"}, redis?: …}, ...}`',
  })
  @ApiServiceUnavailableResponse({
    description:
      'A dependency is down: `{detail, status: "error", error: {database: {status: "down"}}, ...}`, with `Retry-After`',
  })
  async check(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthCheckResult> {
    return this.run(this.dependencyChecks(), reply, 'Service unavailable');
  }

  /** The database's ping, then Redis's when it is set. */
  private dependencyChecks(): Array<() => Promise<HealthIndicatorResult>> {
    const checks = [() => this.ping('database', () => this.dataSource.query('SELECT 1'))];
    const redis = this.redis;
    if (redis) checks.push(() => this.ping('redis', () => redis.ping()));
    return checks;
  }

  private async run(
    checks: Array<() => Promise<HealthIndicatorResult>>,
    reply: FastifyReply,
    failure: string,
  ): Promise<HealthCheckResult> {
    try {
      return await this.health.check(checks);
    } catch (error) {
      if (!(error instanceof ServiceUnavailableException)) throw error;
      // Keep the report, and give it the `detail` every error answer carries.
      const report = error.getResponse() as HealthCheckResult;
      const down = Object.keys(report.error ?? {})
        .map((check) => FAILED_CHECK_WORDS[check] ?? `${check} down`)
        .join(', ');
      reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
      throw new ServiceUnavailableException({
        detail: `${failure}: ${down || 'a dependency down'}`,
        ...report,
      });
    }
  }

  private drainCheck(): Promise<HealthIndicatorResult> {
    const indicator = this.indicators.check('drain');
    return Promise.resolve(this.drain.draining ? indicator.down() : indicator.up());
  }

  /**
   * The database answers (the same query as its ping would be) and has applied every migration
   * this build knows: an instance of a newer build waits, not ready, until they have run.
   */
  private async migrationsCheck(): Promise<HealthIndicatorResult> {
    const names = this.dataSource.migrations.map(
      (migration) => migration.name ?? migration.constructor.name,
    );
    let applied = -1;
    const database = await this.ping('database', async () => {
      const [row] = (await this.dataSource.query(APPLIED_MIGRATIONS_SQL, [names])) as Array<{
        applied: number;
      }>;
      applied = row?.applied ?? 0;
    });
    if (database.database?.status !== 'up') return database;
    const indicator = this.indicators.check('migrations');
    return applied === names.length
      ? { ...database, ...indicator.up() }
      : { ...database, ...indicator.down({ pending: names.length - applied }) };
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
