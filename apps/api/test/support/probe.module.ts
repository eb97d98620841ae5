import { Controller, Get, Module, Post } from '@nestjs/common';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { Body, Query } from '../../src/app/validation';
import { Public } from '../../src/auth/auth.decorators';

class ProbeAddress {
  @IsString()
  city!: string;
}

class ProbeBody {
  @IsString()
  @MaxLength(20)
  name!: string;

  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(100)
  score?: number;

  @IsOptional()
  @ValidateNested()
  @Type(() => ProbeAddress)
  address?: ProbeAddress;
}

/** Routes that exist only in tests, to exercise the application-wide request handling. */
@Public()
@Controller('probe')
class ProbeController {
  @Post('echo')
  echo(@Body() body: ProbeBody): ProbeBody {
    return body;
  }

  @Get('echo')
  echoQuery(@Query('text') text: string): { text: string } {
    return { text };
  }

  @Get('failure')
  failure(): never {
    throw new Error('connection string postgres://admin:hunter2@db/secret');
  }
}

@Module({ controllers: [ProbeController] })
export class ProbeModule {}
