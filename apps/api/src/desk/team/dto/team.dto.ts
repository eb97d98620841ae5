import { ApiProperty } from '@nestjs/swagger';

export class WorkloadFiguresDto {
  @ApiProperty({ description: 'Replies sent in the period (every version)' })
  reviews!: number;

  @ApiProperty({ type: Number, nullable: true, description: 'Median minutes from claim to reply' })
  median_handling_minutes!: number | null;

  @ApiProperty({
    type: Number,
    nullable: true,
    description: "Share (%) of first replies sent by the submission's due time",
  })
  within_window_pct!: number | null;

  @ApiProperty({
    type: Number,
    nullable: true,
    description: "Mean customer rating of the period's replies",
  })
  avg_rating!: number | null;

  @ApiProperty({ description: 'Submissions claimed right now' })
  holding!: number;
}

export class ReviewerWorkloadDto extends WorkloadFiguresDto {
  @ApiProperty()
  email!: string;
}

export class TeamWorkloadResponseDto {
  @ApiProperty({ example: '2026-11-01' })
  from!: string;

  @ApiProperty({ example: '2026-11-30' })
  to!: string;

  @ApiProperty({ type: WorkloadFiguresDto })
  desk!: WorkloadFiguresDto;

  @ApiProperty({ type: ReviewerWorkloadDto, isArray: true })
  reviewers!: ReviewerWorkloadDto[];
}
