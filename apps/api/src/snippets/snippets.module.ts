import { Module } from '@nestjs/common';
import { SnippetsController } from './snippets.controller';
import { SnippetsRepository } from './snippets.repository';
import { SnippetsService } from './snippets.service';

/** The desk's report snippets (/api/admin/snippets/), inserted into reports by the admin console. */
@Module({
  controllers: [SnippetsController],
  providers: [SnippetsService, SnippetsRepository],
})
export class SnippetsModule {}
