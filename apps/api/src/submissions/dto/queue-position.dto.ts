import { ApiProperty } from '@nestjs/swagger';
import type { QueuePosition } from '@profileproof/contracts';

/** Where a pending submission stands in the review queue (OpenAPI). */
export class QueuePositionDto implements QueuePosition {
  @ApiProperty({ minimum: 1, description: '1 = the next to be reviewed' })
  position!: number;

  @ApiProperty({ minimum: 0, description: 'Pending submissions reviewed before it: position − 1' })
  ahead!: number;

  @ApiProperty({
    format: 'date-time',
    description: 'When a reply can be expected (QUEUE_ESTIMATE in apps/api/README.md); never before now',
  })
  expected_reply_by!: string;
}
