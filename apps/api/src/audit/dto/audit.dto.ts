import { ApiProperty } from '@nestjs/swagger';
import { AUDIT_ACTIONS, type AuditAction, type AuditEntry, type AuditListResponse, type AuditTargetType } from '@profileproof/contracts';

const TARGET_TYPES: AuditTargetType[] = ['submission', 'user', 'snippet'];

export class AuditEntryDto implements AuditEntry {
  @ApiProperty()
  id!: number;

  @ApiProperty({
    type: String,
    nullable: true,
    description: "The acting admin's e-mail as it was when they acted; null for the operator (admin:create, or ADMIN_PASSWORD at start)",
  })
  actor!: string | null;

  @ApiProperty({ enum: AUDIT_ACTIONS })
  action!: AuditAction;

  @ApiProperty({ enum: TARGET_TYPES })
  target_type!: AuditTargetType;

  @ApiProperty({ description: "The submission's or snippet's id, or the user's e-mail" })
  target_id!: string;

  @ApiProperty({ type: 'object', additionalProperties: true, description: 'What changed (e.g. `{tier, valid_for_days, end_date}`)' })
  details!: Record<string, unknown>;

  @ApiProperty({ format: 'date-time' })
  created_at!: string;
}

export class AuditListResponseDto implements AuditListResponse {
  @ApiProperty({ type: AuditEntryDto, isArray: true, description: 'Newest first' })
  entries!: AuditEntryDto[];

  @ApiProperty({ description: 'Entries matching the filters' })
  total_count!: number;

  @ApiProperty({ description: 'ceil(total_count / page size); 0 when there are none' })
  total_pages!: number;

  @ApiProperty({ description: 'The page answered: the last one when a later page was asked for; 1 when there are none' })
  current_page!: number;
}
