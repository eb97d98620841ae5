import { Module } from '@nestjs/common';
import { SubmissionsModule } from '../submissions/submissions.module';
import { UsersModule } from '../users/users.module';
import { NotesController } from './notes.controller';
import { NotesRepository } from './notes.repository';
import { NotesService } from './notes.service';

/** The desk's internal notes on submissions (/api/admin/submissions/{id}/notes/), admins only. */
@Module({
  imports: [SubmissionsModule, UsersModule],
  controllers: [NotesController],
  providers: [NotesService, NotesRepository],
})
export class NotesModule {}
