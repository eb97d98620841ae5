import { Controller, Get, HttpCode, HttpStatus, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
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
  INVALID_ID,
  SUBMISSION_NOT_FOUND,
  type SubmissionNote,
  VALIDATION_FAILED,
} from '@profileproof/contracts';
import { IdParam } from '../../app/id-param';
import { CurrentUser, Roles } from '../../auth/auth.decorators';
import type { AuthenticatedUser } from '../../auth/authenticated-user';
import { NoteRequestDto, SubmissionNoteDto } from './dto/note.dto';
import { NotesService } from './notes.service';
import { Body } from '../../app/validation';

const ID = ApiParam({ name: 'id', type: Number, description: 'Submission id' });
const BAD_ID = `\`{detail: '${INVALID_ID}'}\``;
const NOT_FOUND = `Unknown or deleted submission: \`{detail: '${SUBMISSION_NOT_FOUND}'}\``;

/** The desk's internal notes on a submission (admins only): never shown to the customer. */
@ApiTags('admin')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'No, an invalid or an expired access token' })
@ApiForbiddenResponse({ description: 'Not an admin' })
@Roles('admin')
@Controller()
export class NotesController {
  constructor(private readonly notes: NotesService) {}

  @Get(API_ROUTE_PATTERNS.admin.notes)
  @ApiOperation({ summary: "A submission's internal notes, oldest first" })
  @ID
  @ApiOkResponse({ type: SubmissionNoteDto, isArray: true })
  @ApiBadRequestResponse({ description: BAD_ID })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  list(@IdParam() id: number): Promise<SubmissionNote[]> {
    return this.notes.list(id);
  }

  @Post(API_ROUTE_PATTERNS.admin.notes)
  @HttpCode(HttpStatus.CREATED)
  @ApiOperation({
    summary: 'Add an internal note to a submission (audited: note.added, without its text)',
  })
  @ID
  @ApiCreatedResponse({ type: SubmissionNoteDto })
  @ApiBadRequestResponse({
    description: `${BAD_ID}; \`{detail: '${VALIDATION_FAILED}', errors: {text: [message]}}\`; unknown fields`,
  })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  add(
    @CurrentUser() admin: AuthenticatedUser,
    @IdParam() id: number,
    @Body() body: NoteRequestDto,
  ): Promise<SubmissionNote> {
    return this.notes.add(admin, id, body.text);
  }
}
