import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module';
import { SnippetsController } from './snippets.controller';
import { SnippetsRepository } from './snippets.repository';
import { SnippetsService } from './snippets.service';

/** The desk's report snippets (/api/admin/snippets/), inserted into reports by the admin console. */
@Module({
  imports: [UsersModule],
  controllers: [SnippetsController],
  providers: [SnippetsService, SnippetsRepository],
})
export class SnippetsModule {}
