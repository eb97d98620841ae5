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
  ACTION_INVALID,
  ACTOR_INVALID,
  ACTOR_MAX_LENGTH,
  API_ROUTE_PATTERNS,
  AS_OF_INVALID,
  AUDIT_ACTIONS,
  AUDIT_PAGE_SIZE,
  type AuditActorsResponse,
  type AuditListResponse,
  CURSOR_INVALID,
  PAGE_INVALID,
} from '@profileproof/contracts';
import { Roles } from '../auth/auth.decorators';
import { AuditEntriesService } from './audit-entries.service';
import { AuditActorsResponseDto, AuditListResponseDto } from './dto/audit.dto';
import { AS_OF_QUERY, CURSOR_QUERY } from '../app/walk.dto';
import { AuditWalkQuery, type Walk } from '../app/walk-query';
import { type AuditFilters, AuditFiltersQuery } from './dto/audit-queries';

/**
 * The audit log, for admins: read only. Entries are appended by the actions themselves (AuditLog);
 * no route edits or deletes one, and the database refuses it anyway (a trigger).
 */
@ApiTags('admin')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'No, an invalid or an expired access token' })
@ApiForbiddenResponse({ description: 'Not an admin' })
@Roles('admin')
@Controller()
export class AuditController {
  constructor(private readonly entries: AuditEntriesService) {}

  @Get(API_ROUTE_PATTERNS.admin.audit)
  @ApiOperation({
    summary: `The audit log of admin actions, newest first, ${AUDIT_PAGE_SIZE} per page`,
    description:
      'Every admin action is appended in the transaction of the action itself: replies sent and re-sent, submissions ' +
      're-opened, marked reviewed or deleted, plans assigned and removed, claims taken over, snippets created, edited ' +
      'and deleted, CSV exports downloaded. A page past the last one answers the last page (`current_page` says which). Append-only: nothing edits or deletes an entry. ' +
      'Read as the log stood at `as_of` (the answer says which instant; a walk starts now): paging with the same `as_of` ' +
      '(or the cursors) shows each entry of then exactly once; entries appended since wait for a new walk.',
  })
  @ApiQuery({ name: 'page', required: false, type: Number, description: 'From 1; omitted = 1' })
  @AS_OF_QUERY
  @CURSOR_QUERY
  @ApiQuery({
    name: 'actor',
    required: false,
    description: `An admin's e-mail: trimmed, any case, exact; omitted or blank = every admin (at most ${ACTOR_MAX_LENGTH} characters)`,
  })
  @ApiQuery({
    name: 'action',
    required: false,
    enum: AUDIT_ACTIONS,
    description: 'Omitted or blank = every action',
  })
  @ApiQuery({ name: 't', required: false, description: 'Cache-buster: accepted and ignored' })
  @ApiOkResponse({ type: AuditListResponseDto })
  @ApiBadRequestResponse({
    description: `\`errors: {page: ['${PAGE_INVALID}']}\`, \`{as_of: ['${AS_OF_INVALID}']}\`, \`{cursor: ['${CURSOR_INVALID}']}\`, \`{actor: ['${ACTOR_INVALID}']}\` or \`{action: ['${ACTION_INVALID}']}\``,
  })
  list(
    @AuditWalkQuery() walk: Walk,
    @AuditFiltersQuery() filters: AuditFilters,
  ): Promise<AuditListResponse> {
    return this.entries.page(walk, filters);
  }

  @Get(API_ROUTE_PATTERNS.admin.auditActors)
  @ApiOperation({
    summary: 'The admins the audit log can be filtered by',
    description:
      'Every current admin, then every other address that acted in the log (an admin deleted or demoted since, or an ' +
      'address an admin changed), each with its id (for a former admin: the one its latest entry recorded), by e-mail. ' +
      'Pass an `email` as the `actor` of GET /api/admin/audit/.',
  })
  @ApiQuery({ name: 't', required: false, description: 'Cache-buster: accepted and ignored' })
  @ApiOkResponse({ type: AuditActorsResponseDto })
  actors(): Promise<AuditActorsResponse> {
    return this.entries.actors();
  }
}
