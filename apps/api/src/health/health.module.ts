import { Global, Module } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import { Drain } from './drain';
import { HealthController } from './health.controller';

/** Global: a module with work to finish at shutdown joins `Drain` (see `DrainParticipant`). */
@Global()
@Module({
  imports: [TerminusModule.forRoot({ errorLogStyle: 'json' })],
  controllers: [HealthController],
  providers: [Drain],
  exports: [Drain],
})
export class HealthModule {}
