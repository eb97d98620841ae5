import {
  Controller,
  Get,
  HttpCode,
  HttpException,
  HttpStatus,
  Post,
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
import {
  API_ROUTE_PATTERNS,
  EVENT_TICKET_SECONDS,
  type EventTicketResponse,
  LIVE_EVENT_TYPES,
} from '@profileproof/contracts';
import type { FastifyReply } from 'fastify';
import { DEPENDENCY_DOWN_DETAIL } from '../app/http-error.filter';
import type { AccessTokenSubject } from '../auth/access-tokens.service';
import { CurrentSession, Public } from '../auth/auth.decorators';
import { SessionCheckService } from '../auth/sessions/session-check.service';
import { EventTicketResponseDto } from './dto/event-ticket.dto';
import {
  type Admission,
  EventStreams,
  PING_SECONDS,
  type Refusal,
  compactHeaderBlock,
  STREAM_HEADERS,
} from './event-streams';
import { EventTickets } from './event-tickets.service';
import { MAX_STREAMS_PER_USER, SLOT_LEASE_SECONDS } from './stream-slots';
import { Query } from '../app/validation';

const ROUTES = API_ROUTE_PATTERNS.events;

/** 401 from GET /api/events/: no ticket, or one that is forged, expired, used already, or an access token. */
export const TICKET_INVALID = 'Invalid, expired or already used event ticket.';
/** 429 from GET /api/events/: the user's streams, over every instance. */
export const TOO_MANY_STREAMS = `Too many live update streams are open (at most ${MAX_STREAMS_PER_USER}). Close another tab and try again.`;
/** 429 from GET /api/events/: this instance's streams, every user together (EVENT_STREAMS_PER_INSTANCE). */
export const SERVER_STREAMS_FULL =
  'The server has too many live update streams open. Try again in a moment.';

/**
 * Retry-After of each 429: a user's slot is free as soon as one of their tabs closes, and within a
 * lease when it was held by an instance that crashed; a full instance may have room (or the load
 * balancer another instance) moments later.
 */
const RETRY_AFTER_SECONDS: Record<'user-full' | 'instance-full', number> = {
  'user-full': SLOT_LEASE_SECONDS,
  'instance-full': 5,
};

/** Live updates: a ticket (with the access token), then the stream (with the ticket). */
@ApiTags('events')
@Controller()
export class LiveEventsController {
  constructor(
    private readonly tickets: EventTickets,
    private readonly streams: EventStreams,
    private readonly sessions: SessionCheckService,
  ) {}

  @Post(ROUTES.ticket)
  @HttpCode(HttpStatus.OK)
  @ApiBearerAuth()
  @ApiOperation({
    summary: 'A single-use ticket to open one event stream',
    description:
      `Valid ${EVENT_TICKET_SECONDS} s, for one GET /api/events/ (on any instance; spent on first use). Users and admins. ` +
      'A JWT for an audience of its own (never accepted as an access token, nor the reverse), naming its session: one taken ' +
      'before a logout, a password reset or a role change opens nothing.',
  })
  @ApiOkResponse({ type: EventTicketResponseDto })
  @ApiUnauthorizedResponse({ description: 'No, an invalid or an expired access token' })
  async ticket(@CurrentSession() subject: AccessTokenSubject): Promise<EventTicketResponse> {
    return { ticket: await this.tickets.issue(subject), expires_in: EVENT_TICKET_SECONDS };
  }

  @Get(ROUTES.stream)
  @Public()
  @ApiOperation({
    summary: 'Server-sent events: what changed, for the caller to refetch',
    description:
      `\`event: <type>\\ndata: <LiveEvent JSON>\\n\\n\` with type one of ${LIVE_EVENT_TYPES.map((type) => `\`${type}\``).join(', ')}. ` +
      'Admins receive every event; a user those about their own submissions. `resync`: events may have been missed, refetch everything. ' +
      `A \`: ping\` comment every ${PING_SECONDS} s. The stream ends after the access token's lifetime, and when the session of the ` +
      'ticket ends (logout, password reset, role change…): get a new ticket and reconnect.',
  })
  @ApiQuery({
    name: 'ticket',
    required: true,
    description:
      'From POST /api/events/ticket/ (no Authorization header: EventSource cannot send one)',
  })
  @ApiProduces('text/event-stream')
  @ApiOkResponse({
    description:
      '`text/event-stream`, open until the lifetime ends, the client leaves or the server stops',
  })
  @ApiUnauthorizedResponse({
    description: `\`{detail: '${TICKET_INVALID}'}\`, also when the ticket's session has ended`,
  })
  @ApiTooManyRequestsResponse({
    description:
      `\`{detail: '${TOO_MANY_STREAMS}'}\` (that many streams of the user are open, over every instance), or ` +
      `\`{detail: '${SERVER_STREAMS_FULL}'}\` (EVENT_STREAMS_PER_INSTANCE on this one); with \`Retry-After\``,
  })
  @ApiServiceUnavailableResponse({
    description: 'The instance is shutting down (with `Retry-After`)',
  })
  async stream(@Query('ticket') ticket: unknown, @Res() reply: FastifyReply): Promise<void> {
    const owner = typeof ticket === 'string' ? await this.tickets.redeem(ticket) : null;
    if (!owner) throw new UnauthorizedException({ detail: TICKET_INVALID });
    const admitted = await this.streams.admit(owner, () =>
      this.sessions.holds(
        { user: { id: owner.userId, role: owner.role }, sessionId: owner.sessionId },
        true,
      ),
    );
    if (typeof admitted === 'string') throw refusal(admitted, reply);
    // Nothing is awaited from here on: the admission is opened or cancelled before any other message is handled.
    this.start(admitted, reply);
  }

  private start(admission: Admission, reply: FastifyReply): void {
    // Written straight to the socket, past Fastify's serialisation and onSend hooks: the headers the
    // onRequest hooks set (security, CORS, request id) are copied over.
    reply.hijack();
    // One writeHead with every header, no setHeader: Node then keeps no header map for the
    // response, which lives as long as the stream (about 1.7 KB per stream: CHANGELOG.md,
    // "Benchmark findings: event streams and their memory").
    const headers: Record<string, string | number | string[]> = {};
    for (const [name, value] of Object.entries(reply.getHeaders()))
      if (value !== undefined) headers[name] = value;
    reply.raw.writeHead(HttpStatus.OK, Object.assign(headers, STREAM_HEADERS));
    compactHeaderBlock(reply.raw);
    // HEAD (Fastify answers it with this GET handler) has no body: nothing to keep open.
    if (reply.request.method === 'HEAD') {
      this.streams.cancel(admission);
      reply.raw.end();
      return;
    }
    this.streams.open(admission, reply.raw);
  }
}

function refusal(reason: Refusal, reply: FastifyReply): HttpException {
  switch (reason) {
    case 'session-ended':
      return new UnauthorizedException({ detail: TICKET_INVALID });
    case 'closing':
      // Another instance can take it at once: the client's next ticket goes there.
      reply.header('Retry-After', '1');
      return new ServiceUnavailableException({ detail: DEPENDENCY_DOWN_DETAIL });
    case 'user-full':
    case 'instance-full':
      reply.header('Retry-After', String(RETRY_AFTER_SECONDS[reason]));
      return new HttpException(
        { detail: reason === 'user-full' ? TOO_MANY_STREAMS : SERVER_STREAMS_FULL },
        HttpStatus.TOO_MANY_REQUESTS,
      );
  }
}
