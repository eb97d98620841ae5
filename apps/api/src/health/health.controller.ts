import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { HealthCheck, type HealthCheckResult, HealthCheckService, TypeOrmHealthIndicator } from '@nestjs/terminus';
import { Public } from '../auth/auth.decorators';

@ApiTags('health')
@Public()
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly database: TypeOrmHealthIndicator,
  ) {}

  @Get()
  @HealthCheck({ swaggerDocumentation: false })
  @ApiOkResponse({ description: 'Every dependency is up: `{status: "ok", info: {database: {status: "up"}}, ...}`' })
  @ApiServiceUnavailableResponse({ description: 'A dependency is down: `{detail, status: "error", error, ...}`' })
  async check(): Promise<HealthCheckResult> {
    try {
      return await this.health.check([() => this.database.pingCheck('database', { timeout: 3000 })]);
    } catch (error) {
      if (!(error instanceof ServiceUnavailableException)) throw error;
      // Keep the report, and give it the `detail` every error answer carries.
      const report = error.getResponse() as HealthCheckResult;
      const down = Object.keys(report.error ?? {}).join(', ');
      throw new ServiceUnavailableException({ detail: `Service unavailable: ${down || 'a dependency'} down`, ...report });
    }
  }
}
