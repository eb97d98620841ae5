import { ApiProperty } from '@nestjs/swagger';
import { DESK_MESSAGES, NOTE_MAX_LENGTH } from '@profileproof/contracts';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class NoteRequestDto {
  @ApiProperty({ maxLength: NOTE_MAX_LENGTH, description: 'Trimmed, required' })
  // Checked bottom up: given and not blank, then a string, then not too long.
  @MaxLength(NOTE_MAX_LENGTH, { message: DESK_MESSAGES.noteTooLong })
  @IsString({ message: DESK_MESSAGES.noteNotString })
  @IsNotEmpty({ message: DESK_MESSAGES.noteRequired })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  text!: string;
}

export class SubmissionNoteDto {
  @ApiProperty()
  id!: number;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The e-mail of the admin who wrote it; null once that account is gone',
  })
  author!: string | null;

  @ApiProperty()
  text!: string;

  @ApiProperty({ format: 'date-time' })
  created_at!: string;
}
