import { ApiProperty } from '@nestjs/swagger';
import { WalkPageDto } from '../../app/walk.dto';
import { AUDIT_ACTIONS, type AuditAction, type AuditTargetType } from '@profileproof/contracts';

const TARGET_TYPES: AuditTargetType[] = ['submission', 'user', 'snippet', 'export'];

export class AuditEntryDto {
  @ApiProperty()
  id!: number;

  @ApiProperty({
    type: String,
    nullable: true,
    description:
      "The acting admin's e-mail as it was when they acted; null for the operator (admin:create, or ADMIN_PASSWORD at start)",
  })
  actor!: string | null;

  @ApiProperty({ enum: AUDIT_ACTIONS })
  action!: AuditAction;

  @ApiProperty({ enum: TARGET_TYPES })
  target_type!: AuditTargetType;

  @ApiProperty({
    description: "The submission's or snippet's id, the user's e-mail, or an export's file name",
  })
  target_id!: string;

  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: 'What changed (e.g. `{tier, valid_for_days, end_date}`)',
  })
  details!: Record<string, unknown>;

  @ApiProperty({ format: 'date-time' })
  created_at!: string;
}

export class AuditListResponseDto extends WalkPageDto {
  @ApiProperty({ type: AuditEntryDto, isArray: true, description: 'Newest first' })
  entries!: AuditEntryDto[];

  @ApiProperty({ description: 'Entries matching the filters' })
  total_count!: number;

  @ApiProperty({ description: 'ceil(total_count / page size); 0 when there are none' })
  total_pages!: number;

  @ApiProperty({
    description:
      'The page answered: the last one when a later page was asked for; 1 when there are none',
  })
  current_page!: number;
}

export class AuditActorDto {
  @ApiProperty({
    type: Number,
    nullable: true,
    description: "The account's id; for a former admin, the one its latest entry recorded",
  })
  id!: number | null;

  @ApiProperty({ description: 'The e-mail to filter by (`actor`)' })
  email!: string;

  @ApiProperty({ description: "False for an address in the log that is no admin's now" })
  is_current_admin!: boolean;
}

export class AuditActorsResponseDto {
  @ApiProperty({
    type: AuditActorDto,
    isArray: true,
    description: 'Current admins first, then former ones; by e-mail within each',
  })
  actors!: AuditActorDto[];
}
