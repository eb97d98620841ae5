import {
  Controller,
  Get,
  HttpCode,
  HttpException,
  HttpStatus,
  Post,
  Query,
  Res,
  ServiceUnavailableException,
  UnauthorizedException,
} from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiQuery,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { API_ROUTE_PATTERNS, EVENT_TICKET_SECONDS, type EventTicketResponse, LIVE_EVENT_TYPES } from '@profileproof/contracts';
import type { FastifyReply } from 'fastify';
import { DEPENDENCY_DOWN_DETAIL } from '../app/http-error.filter';
import { CurrentUser, Public } from '../auth/auth.decorators';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { EventTicketResponseDto } from './dto/event-ticket.dto';
import { EventStreams, MAX_STREAMS_PER_USER, PING_SECONDS, STREAM_HEADERS } from './event-streams';
import { EventTickets } from './event-tickets.service';

const ROUTES = API_ROUTE_PATTERNS.events;

/** 401 from GET /api/events/: no ticket, or one that is forged, expired, used already, or an access token. */
export const TICKET_INVALID = 'Invalid, expired or already used event ticket.';
/** 429 from GET /api/events/. */
export const TOO_MANY_STREAMS = `Too many live update streams are open (at most ${MAX_STREAMS_PER_USER}). Close another tab and try again.`;

/** Live updates: a ticket (with the access token), then the stream (with the ticket). */
@ApiTags('events')
@Controller()
export class LiveEventsController {
  constructor(
    private readonly tickets: EventTickets,
    private readonly streams: EventStreams,
  ) {}

  @Post(ROUTES.ticket)
  @HttpCode(HttpStatus.OK)
  @ApiBearerAuth()
  @ApiOperation({
    summary: 'A single-use ticket to open one event stream',
    description: `Valid ${EVENT_TICKET_SECONDS} s, for one GET /api/events/ (on any instance). Users and admins.`,
  })
  @ApiOkResponse({ type: EventTicketResponseDto })
  @ApiUnauthorizedResponse({ description: 'No, an invalid or an expired access token' })
  async ticket(@CurrentUser() user: AuthenticatedUser): Promise<EventTicketResponse> {
    return { ticket: await this.tickets.issue(user), expires_in: EVENT_TICKET_SECONDS };
  }

  @Get(ROUTES.stream)
  @Public()
  @ApiOperation({
    summary: 'Server-sent events: what changed, for the caller to refetch',
    description:
      `\`event: <type>\\ndata: <LiveEvent JSON>\\n\\n\` with type one of ${LIVE_EVENT_TYPES.map((type) => `\`${type}\``).join(', ')}. ` +
      'Admins receive every event; a user those about their own submissions. `resync`: events may have been missed, refetch everything. ' +
      `A \`: ping\` comment every ${PING_SECONDS} s. The stream ends after the access token's lifetime: get a new ticket and reconnect.`,
  })
  @ApiQuery({
    name: 'ticket',
    required: true,
    description: 'From POST /api/events/ticket/ (no Authorization header: EventSource cannot send one)',
  })
  @ApiProduces('text/event-stream')
  @ApiOkResponse({ description: '`text/event-stream`, open until the lifetime ends, the client leaves or the server stops' })
  @ApiUnauthorizedResponse({ description: `\`{detail: '${TICKET_INVALID}'}\`` })
  @ApiTooManyRequestsResponse({
    description: `\`{detail: '${TOO_MANY_STREAMS}'}\`: that many streams of the user are open on this instance`,
  })
  @ApiServiceUnavailableResponse({ description: 'The instance is shutting down (with `Retry-After`)' })
  async stream(@Query('ticket') ticket: unknown, @Res() reply: FastifyReply): Promise<void> {
    const owner = typeof ticket === 'string' ? await this.tickets.redeem(ticket) : null;
    if (!owner) throw new UnauthorizedException({ detail: TICKET_INVALID });
    if (this.streams.closing) {
      // Another instance can take it at once: the client's next ticket goes there.
      reply.header('Retry-After', '1');
      throw new ServiceUnavailableException({ detail: DEPENDENCY_DOWN_DETAIL });
    }
    if (!this.streams.hasRoomFor(owner.userId)) throw new HttpException({ detail: TOO_MANY_STREAMS }, HttpStatus.TOO_MANY_REQUESTS);
    // Written straight to the socket, past Fastify's serialisation and onSend hooks: the headers the
    // onRequest hooks set (security, CORS, request id) are copied over.
    reply.hijack();
    for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) reply.raw.setHeader(name, value);
    reply.raw.writeHead(HttpStatus.OK, STREAM_HEADERS);
    // HEAD (Fastify answers it with this GET handler) has no body: nothing to keep open.
    if (reply.request.method === 'HEAD') {
      reply.raw.end();
      return;
    }
    this.streams.open(owner, reply.raw);
  }
}
