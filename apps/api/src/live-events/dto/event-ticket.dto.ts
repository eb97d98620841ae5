import { ApiProperty } from '@nestjs/swagger';
import { EVENT_TICKET_SECONDS } from '@profileproof/contracts';

export class EventTicketResponseDto {
  @ApiProperty({ description: 'Opens one stream: GET /api/events/?ticket=…' })
  ticket!: string;

  @ApiProperty({ example: EVENT_TICKET_SECONDS, description: 'Seconds the ticket can be used for' })
  expires_in!: number;
}
