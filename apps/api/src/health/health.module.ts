import { Global, Module } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import { Drain } from './drain';
import { HealthController } from './health.controller';

/** Global: any module may ask `Drain` whether the instance is draining. */
@Global()
@Module({
  imports: [TerminusModule.forRoot({ errorLogStyle: 'json' })],
  controllers: [HealthController],
  providers: [Drain],
  exports: [Drain],
})
export class HealthModule {}
