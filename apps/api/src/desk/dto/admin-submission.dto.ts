import { ApiProperty } from '@nestjs/swagger';
import { type Claim, CLAIM_MINUTES, type Tier, TIERS } from '@profileproof/contracts';
import { SubmissionDto } from '../../submissions/dto/submit.dto';

/** Who works on a pending submission (OpenAPI). */
export class ClaimDto {
  @ApiProperty({ description: 'The e-mail of the admin who holds the claim' })
  claimed_by!: string;

  @ApiProperty({
    format: 'date-time',
    description: `When it lapses unless renewed (${CLAIM_MINUTES} minutes after the last claim)`,
  })
  claimed_until!: string;
}

/** A submission as the admin sees it (OpenAPI): with its submitter's tier. */
export class AdminSubmissionDto extends SubmissionDto {
  @ApiProperty({
    enum: TIERS,
    description: "The submitter's effective tier now (an expired subscription counts as free)",
  })
  tier!: Tier;

  @ApiProperty({
    type: ClaimDto,
    nullable: true,
    description:
      'The live claim (a review, or an edit of a reviewed one); null when nobody holds one',
  })
  claim!: Claim | null;

  @ApiProperty({
    minimum: 0,
    description:
      'How many replies were sent (the reply history: 0 when none); a reply sends it back as base_version',
  })
  reply_version!: number;

  @ApiProperty({
    minimum: 0,
    description: "How many internal notes the desk wrote on it (never in the customer's answers)",
  })
  notes_count!: number;

  @ApiProperty({
    format: 'date-time',
    description:
      "When the reply is promised: its creation time plus its owner's reply window at submission (the queue's order)",
  })
  due_by!: string;

  @ApiProperty({ description: 'Pending and past due_by now (false once reviewed)' })
  overdue!: boolean;
}

export class ReplyVersionDto {
  @ApiProperty()
  reply!: string;

  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    nullable: true,
    description: 'The checklist with the scores the server computed',
  })
  form_data!: Record<string, unknown> | null;

  @ApiProperty({ format: 'date-time' })
  sent_at!: string;

  @ApiProperty({
    type: String,
    nullable: true,
    description: "The admin's e-mail; null once that account is gone",
  })
  sent_by!: string | null;
}

export class AdminSubmissionDetailDto extends AdminSubmissionDto {
  @ApiProperty({
    type: ReplyVersionDto,
    isArray: true,
    description: 'Every reply sent, oldest first',
  })
  reply_history!: ReplyVersionDto[];
}
