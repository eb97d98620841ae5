import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { type ConfigType } from '@nestjs/config';
import { createTransport, type Transporter } from 'nodemailer';
import type StreamTransport from 'nodemailer/lib/stream-transport';
import { maskEmails } from '../app/logging';
import { appConfig, mailConfig } from '../config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The link the mail carries; logged when the mail goes to the outbox instead of a server. */
  link?: string;
}

/**
 * Sends mail through SMTP_URL. Without it, each mail is written to DATA_DIR/outbox/ as an .eml
 * file and its link logged, so that development and demos work without a mail server. Recipients
 * appear in the log masked (`j***@example.com`).
 */
@Injectable()
export class MailService implements OnApplicationShutdown {
  private readonly logger = new Logger('Mail');
  private readonly transport: Transporter;

  constructor(
    @Inject(mailConfig.KEY) private readonly mail: ConfigType<typeof mailConfig>,
    @Inject(appConfig.KEY) private readonly app: ConfigType<typeof appConfig>,
  ) {
    this.transport = mail.smtpUrl
      ? createTransport({ url: mail.smtpUrl, ...SMTP_TIMEOUTS }, { from: mail.from })
      : outboxTransport(mail.from);
  }

  /**
   * Sends one mail, with `messageId` as its Message-ID when given (a job's mail keeps one across
   * attempts). A failure is logged, the addresses masked, and thrown again without them.
   */
  async send(message: MailMessage, messageId?: string): Promise<void> {
    const { link, ...mail } = message;
    let info: Awaited<ReturnType<Transporter['sendMail']>>;
    try {
      info = await this.transport.sendMail({ ...mail, ...(messageId ? { messageId } : {}) });
    } catch (error) {
      // The error (an SMTP refusal, say) may quote the address too.
      const reason = maskEmails((error as Error).message);
      this.logger.error(
        `"${message.subject}" to ${maskEmails(message.to)} could not be sent: ${reason}`,
      );
      throw new Error(`The mail could not be sent: ${reason}`);
    }
    if (this.mail.smtpUrl) {
      this.logger.debug(`"${message.subject}" sent to ${maskEmails(message.to)}`);
      return;
    }
    const file = await this.writeToOutbox(
      (info as StreamTransport.SentMessageInfo).message as Buffer,
    );
    // The link is a credential: only development shows it in the log (the file has it anyway).
    const shown = link && !this.app.isProduction ? `; link: ${link}` : '';
    this.logger.log(
      `No SMTP_URL: "${message.subject}" to ${maskEmails(message.to)} written to ${file}${shown}`,
    );
  }

  /** Closes the SMTP connection; the jobs that send have stopped before (see JobsService). */
  onApplicationShutdown(): void {
    this.transport.close();
  }

  private async writeToOutbox(content: Buffer): Promise<string> {
    await mkdir(this.mail.outboxDir, { recursive: true });
    const file = join(this.mail.outboxDir, `${Date.now()}-${randomUUID().slice(0, 8)}.eml`);
    // Written aside, then renamed: whoever watches the outbox never reads a half-written mail.
    await writeFile(`${file}.part`, content, { mode: 0o600 });
    await rename(`${file}.part`, file);
    return file;
  }
}

/**
 * A mail job is failed (and retried) when it runs longer than its expiry (see mail-jobs.ts): the
 * SMTP conversation gives up well before, so that no attempt still sends while the next one runs.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** Renders each mail to a buffer (an .eml file's content) instead of sending it. */
function outboxTransport(from: string): Transporter {
  const options: StreamTransport.Options = { streamTransport: true, buffer: true, newline: 'unix' };
  return createTransport(options, { from });
}
