import { join } from 'node:path';
import { registerAs } from '@nestjs/config';
import { IsOptional, Matches } from 'class-validator';
import { dataDirOf, type Environment, validateEnvironment } from './environment';
import { IsUrlWithScheme } from './validators';

const DEFAULT_MAIL_FROM = 'ProfileProof <no-reply@profileproof.local>';

class MailEnvironment {
  @IsOptional()
  @IsUrlWithScheme(['smtp', 'smtps'], { example: 'smtps://user:password@smtp.example.com:465' })
  SMTP_URL?: string;

  @IsOptional()
  @Matches(/^(?:[^<>@]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/, {
    message: `$property must be an address such as "${DEFAULT_MAIL_FROM}"`,
  })
  MAIL_FROM?: string;
}

export interface MailConfig {
  /** An SMTP server; when absent every mail is written to `outboxDir` and its link logged. */
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
}

export function loadMailConfig(env: Environment): MailConfig {
  const vars = validateEnvironment(env, MailEnvironment);
  return {
    smtpUrl: vars.SMTP_URL,
    from: vars.MAIL_FROM ?? DEFAULT_MAIL_FROM,
    outboxDir: join(dataDirOf(env), 'outbox'),
  };
}

export const mailConfig = registerAs('mail', () => loadMailConfig(process.env));
