import { Controller, Delete, Get, HttpCode, HttpStatus, Post, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import {
  API_ROUTE_PATTERNS,
  type DeleteResponse,
  INVALID_ID,
  type Snippet,
  SNIPPET_MESSAGES,
  type SnippetListResponse,
  VALIDATION_FAILED,
} from '@profileproof/contracts';
import { IdParam } from '../../app/id-param';
import { CurrentUser, Roles } from '../../auth/auth.decorators';
import type { AuthenticatedUser } from '../../auth/authenticated-user';
import {
  SnippetDeletedDto,
  SnippetDto,
  SnippetListResponseDto,
  SnippetRequestDto,
} from './dto/snippet.dto';
import { SnippetsService } from './snippets.service';
import { Body } from '../../app/validation';

const ROUTES = API_ROUTE_PATTERNS.admin;
const ID = ApiParam({ name: 'id', type: Number, description: 'Snippet id' });
const BAD_ID = `\`{detail: '${INVALID_ID}'}\``;
const NOT_FOUND = `\`{detail: '${SNIPPET_MESSAGES.notFound}'}\``;
const BAD_BODY = `\`{detail: '${VALIDATION_FAILED}', errors: {title|body: [message]}}\`; unknown fields; malformed JSON`;

/** The desk's report snippets: reusable report text shared by every admin (admins only). Changes are audited. */
@ApiTags('admin')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'No, an invalid or an expired access token' })
@ApiForbiddenResponse({ description: 'Not an admin' })
@Roles('admin')
@Controller()
export class SnippetsController {
  constructor(private readonly snippets: SnippetsService) {}

  @Get(ROUTES.snippets)
  @ApiOperation({ summary: 'Every snippet, by title (regardless of case), then id' })
  @ApiOkResponse({ type: SnippetListResponseDto })
  async list(): Promise<SnippetListResponse> {
    return { snippets: await this.snippets.list() };
  }

  @Post(ROUTES.snippets)
  @HttpCode(HttpStatus.CREATED)
  @ApiOperation({
    summary: 'Add a snippet (audited: snippet.created)',
    description:
      'Shared by every admin. The desk keeps at most 200: adding one at the cap is a 409 (checked under a table lock, so ' +
      'admins adding the last places at once cannot pass it); editing at the cap is allowed. A `{name}` in the text that ' +
      'is not one of the known variables is refused, so no customer reads one. Nothing is written on any refusal.',
  })
  @ApiCreatedResponse({ type: SnippetDto })
  @ApiBadRequestResponse({ description: BAD_BODY })
  @ApiConflictResponse({
    description: `The desk keeps as many as it may: \`{detail: '${SNIPPET_MESSAGES.full}'}\``,
  })
  create(
    @CurrentUser() admin: AuthenticatedUser,
    @Body() body: SnippetRequestDto,
  ): Promise<Snippet> {
    return this.snippets.create(admin, body);
  }

  @Get(ROUTES.snippet)
  @ApiOperation({ summary: 'One snippet' })
  @ID
  @ApiOkResponse({ type: SnippetDto })
  @ApiBadRequestResponse({ description: BAD_ID })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  one(@IdParam() id: number): Promise<Snippet> {
    return this.snippets.one(id);
  }

  @Put(ROUTES.snippet)
  @ApiOperation({ summary: 'Replace the title and text of a snippet (audited: snippet.updated)' })
  @ID
  @ApiOkResponse({ type: SnippetDto })
  @ApiBadRequestResponse({ description: `${BAD_ID}; ${BAD_BODY}` })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  update(
    @CurrentUser() admin: AuthenticatedUser,
    @IdParam() id: number,
    @Body() body: SnippetRequestDto,
  ): Promise<Snippet> {
    return this.snippets.update(admin, id, body);
  }

  @Delete(ROUTES.snippet)
  @ApiOperation({ summary: 'Delete a snippet (audited: snippet.deleted)' })
  @ID
  @ApiOkResponse({ type: SnippetDeletedDto })
  @ApiBadRequestResponse({ description: BAD_ID })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  async remove(
    @CurrentUser() admin: AuthenticatedUser,
    @IdParam() id: number,
  ): Promise<DeleteResponse> {
    await this.snippets.remove(admin, id);
    return { message: SNIPPET_MESSAGES.deleted };
  }
}
