import { ApiProperty } from '@nestjs/swagger';

/** Where a pending submission stands in the review queue (OpenAPI). */
export class QueuePositionDto {
  @ApiProperty({ minimum: 1, description: '1 = the next to be reviewed' })
  position!: number;

  @ApiProperty({ minimum: 0, description: 'Pending submissions reviewed before it: position − 1' })
  ahead!: number;

  @ApiProperty({
    format: 'date-time',
    description:
      'When a reply can be expected (how: the description of this route): later the more submissions are ahead, never ' +
      "past the plan's promise; once `late`, that promise, which has passed",
  })
  expected_reply_by!: string;

  @ApiProperty({
    description:
      "True once the promise (due_by: created_at + the owner's reply window at submission) has passed without a reply",
  })
  late!: boolean;

  @ApiProperty({
    description:
      'True while an admin holds a live claim on the submission (claims lapse at claimed_until)',
  })
  in_review!: boolean;
}
