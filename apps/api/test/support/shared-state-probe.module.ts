import { Controller, Module, Post } from '@nestjs/common';
import { Param } from '../../src/app/validation';
import { Public } from '../../src/auth/auth.decorators';
import { OneTimeMarkers } from '../../src/shared-state/one-time-markers';

/** A route that exists only in tests: claims a one-time marker (in Redis when REDIS_URL is set). */
@Public()
@Controller('probe/once')
class SharedStateProbeController {
  constructor(private readonly markers: OneTimeMarkers) {}

  @Post(':key')
  async claim(@Param('key') key: string): Promise<{ claimed: boolean }> {
    return { claimed: await this.markers.claim(`probe:${key}`, 60_000) };
  }
}

@Module({ controllers: [SharedStateProbeController] })
export class SharedStateProbeModule {}
