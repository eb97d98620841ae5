import { Module } from '@nestjs/common';
import { SubmissionsModule } from '../submissions/submissions.module';
import { UsersModule } from '../users/users.module';
import { TeamController } from './team.controller';
import { TeamService } from './team.service';

/** The reviewers' workload (/api/admin/team/), admins only: read through the replies' and the users' repositories. */
@Module({
  imports: [SubmissionsModule, UsersModule],
  controllers: [TeamController],
  providers: [TeamService],
})
export class TeamModule {}
