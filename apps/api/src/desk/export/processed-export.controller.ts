import type { Readable } from 'node:stream';
import { Controller, Get, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiQuery,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import {
  API_ROUTE_PATTERNS,
  type DeskFilters,
  EXPORT_COLUMNS,
  EXPORT_EMPTY_RANGE,
  EXPORT_FROM_INVALID,
  EXPORT_RANGE_REVERSED,
  EXPORT_TO_INVALID,
  FORMER_ADMIN,
  TIERS,
  TIME_ZONE_INVALID,
} from '@profileproof/contracts';
import type { FastifyReply } from 'fastify';
import { CurrentUser, Roles } from '../../auth/auth.decorators';
import type { AuthenticatedUser } from '../../auth/authenticated-user';
import { ReviewedFiltersQuery } from '../dto/review-queries';
import { type ExportRange, ExportRangeQuery, exportFileName } from './export-range';
import { EXPORT_BATCH_ROWS, ProcessedExportService } from './processed-export.service';

/** The download of reviewed submissions as CSV, for spreadsheets and reporting (admins only). */
@ApiTags('admin')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'No, an invalid or an expired access token' })
@ApiForbiddenResponse({ description: 'Not an admin' })
@Roles('admin')
@Controller()
export class ProcessedExportController {
  constructor(private readonly exports: ProcessedExportService) {}

  @Get(API_ROUTE_PATTERNS.admin.processedExport)
  @ApiOperation({
    summary: 'Reviewed submissions as a CSV download, oldest reply first',
    description:
      `RFC 4180 (CRLF line ends, quotes doubled), UTF-8 with a byte order mark (Excel reads UTF-8 only with it), a header row: ` +
      `${EXPORT_COLUMNS.join(', ')}. Dates are ISO 8601 UTC; \`replied_at\` and \`replied_by\` are empty for a submission reviewed ` +
      `without a reply; \`replied_by\` is the e-mail of the admin who sent the current reply ('${FORMER_ADMIN}' once that account is deleted); ` +
      "`risk_level` (Low, Medium, High) and `outreach` (Yes, No) come from the stored checklist (empty without one); `tier` is the submitter's now. " +
      "Text cells starting with `=`, `+`, `-`, `@`, a tab or CR get a leading `'` (CSV injection). Without `from`/`to`, every " +
      'reviewed submission; with either, only those whose reply date (a day of the zone `tz`, UTC without it) is in the range, both days included. ' +
      `Streamed from the database in batches of ${EXPORT_BATCH_ROWS} as the client reads: memory stays flat at any size, and a ` +
      'client that goes away stops the reading. An error after the download started cuts it short (the status cannot change). ' +
      'Every download is recorded in the audit log when it ends (`export.downloaded`, `{from, to, rows, complete}`), cut short ones too; ' +
      'a complete one ends only once its entry is stored.',
  })
  @ApiProduces('text/csv')
  @ApiQuery({
    name: 'from',
    required: false,
    example: '2026-01-01',
    description: 'First reply day (of the zone `tz`), YYYY-MM-DD',
  })
  @ApiQuery({
    name: 'to',
    required: false,
    example: '2026-01-31',
    description: 'Last reply day (of the zone `tz`), YYYY-MM-DD',
  })
  @ApiQuery({
    name: 'tz',
    required: false,
    example: 'America/Los_Angeles',
    description:
      "The viewer's IANA time zone, whose days `from` and `to` are; omitted = UTC. Another zone than UTC is named in " +
      "the file's name, '/' written '-': reviewed-submissions-2026-01-01-to-2026-01-31-America-Los_Angeles.csv",
  })
  @ApiQuery({
    name: 'q',
    required: false,
    description:
      "As on the reviewed list: a substring of the customer's e-mail or the profile link, case-insensitive, at least 3 characters",
  })
  @ApiQuery({
    name: 'tier',
    required: false,
    enum: TIERS,
    description: "As on the reviewed list: the submitter's tier now",
  })
  @ApiOkResponse({
    description: 'The CSV (`Content-Disposition: attachment`, `Cache-Control: no-store`)',
    content: { 'text/csv': { schema: { type: 'string' } } },
  })
  @ApiNotFoundResponse({
    description: `No reviewed submission in the range (checked before any file starts): \`{detail: '${EXPORT_EMPTY_RANGE}'}\``,
  })
  @ApiBadRequestResponse({
    description: `\`errors: {from: ['${EXPORT_FROM_INVALID}']}\`, \`{to: ['${EXPORT_TO_INVALID}']}\`, or from after to: \`{to: ['${EXPORT_RANGE_REVERSED}']}\`; an unknown zone (\`errors: {tz: ['${TIME_ZONE_INVALID}']}\`); a search shorter than 3 characters (\`errors: {q: [...]}\`) or an unknown tier (\`errors: {tier: [...]}\`)`,
  })
  async export(
    @CurrentUser() admin: AuthenticatedUser,
    @ExportRangeQuery() range: ExportRange,
    @ReviewedFiltersQuery() filters: DeskFilters,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Readable | string> {
    const now = new Date();
    // Fastify answers HEAD by running the GET handler and draining its stream: that would read every
    // row, and record a download, for nothing. Otherwise the first batch is read before the headers
    // are set, so that an empty range's 404 is not announced as an attachment.
    const csv =
      reply.request.method === 'HEAD'
        ? ''
        : await this.exports.csv({
            range,
            search: { q: filters.q, tier: filters.tier },
            admin,
            now,
          });
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${exportFileName(range, now)}"`)
      .header('cache-control', 'no-store');
    return csv;
  }
}
