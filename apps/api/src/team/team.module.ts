import { Module } from '@nestjs/common';
import { TeamController } from './team.controller';
import { TeamRepository } from './team.repository';
import { TeamService } from './team.service';

/** The reviewers' workload (/api/admin/team/), admins only. */
@Module({
  controllers: [TeamController],
  providers: [TeamService, TeamRepository],
})
export class TeamModule {}
