import { ApiProperty, ApiQuery } from '@nestjs/swagger';
import type { WalkPage } from '@profileproof/contracts';

/** The walk's fields of a paged list's answer (docs/product.md, "Paging"). */
export class WalkPageDto implements WalkPage {
  @ApiProperty({
    format: 'date-time',
    description:
      'The instant the walk is pinned to: send it back as `as_of` with `page`, or follow the cursors, to page through the list as it stood then',
  })
  as_of!: string;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Opaque: `cursor` of the next page of this walk; null on the last page',
  })
  next_cursor!: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Opaque: `cursor` of the previous page of this walk; null on the first page',
  })
  previous_cursor!: string | null;
}

/** The walk's parameters of a paged list (docs/product.md, "Paging"). */
export const AS_OF_QUERY = ApiQuery({
  name: 'as_of',
  required: false,
  description:
    'ISO instant the walk is pinned to (`as_of` of an earlier answer); omitted = now; a future one reads as now',
});
export const CURSOR_QUERY = ApiQuery({
  name: 'cursor',
  required: false,
  description:
    '`next_cursor` or `previous_cursor` of an earlier answer (opaque; wins over `page` and `as_of`)',
});
