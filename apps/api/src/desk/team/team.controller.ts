import { Controller, Get } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import {
  API_ROUTE_PATTERNS,
  EXPORT_FROM_INVALID,
  EXPORT_RANGE_REVERSED,
  EXPORT_TO_INVALID,
  TEAM_DEFAULT_DAYS,
  type TeamWorkloadResponse,
} from '@profileproof/contracts';
import { Roles } from '../../auth/auth.decorators';
import { type ExportRange, ExportRangeQuery } from '../export/export-range';
import { TeamWorkloadResponseDto } from './dto/team.dto';
import { TeamService } from './team.service';

/** The reviewers' workload (admins only). */
@ApiTags('admin')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'No, an invalid or an expired access token' })
@ApiForbiddenResponse({ description: 'Not an admin' })
@Roles('admin')
@Controller()
export class TeamController {
  constructor(private readonly team: TeamService) {}

  @Get(API_ROUTE_PATTERNS.admin.team)
  @ApiOperation({
    summary: 'Per admin and for the whole desk, over a period of reply days: workload and quality',
    description:
      'Reviews sent (every reply version), median handling minutes (claim to reply, replies sent under a claim), share of first ' +
      "replies sent by the submission's due time, mean customer rating of the period's replies, and submissions held (claimed) now. " +
      'Every current admin is listed, and anyone else who replied in the period; replies of deleted accounts count for the desk only.',
  })
  @ApiQuery({
    name: 'from',
    required: false,
    example: '2026-11-01',
    description: `First reply day (UTC); omitted = ${TEAM_DEFAULT_DAYS} days up to \`to\``,
  })
  @ApiQuery({
    name: 'to',
    required: false,
    example: '2026-11-30',
    description: 'Last reply day (UTC); omitted = today',
  })
  @ApiOkResponse({ type: TeamWorkloadResponseDto })
  @ApiBadRequestResponse({
    description: `\`errors: {from: ['${EXPORT_FROM_INVALID}']}\`, \`{to: ['${EXPORT_TO_INVALID}']}\`, or from after to: \`{to: ['${EXPORT_RANGE_REVERSED}']}\``,
  })
  workload(@ExportRangeQuery() range: ExportRange): Promise<TeamWorkloadResponse> {
    return this.team.workload(range);
  }
}
