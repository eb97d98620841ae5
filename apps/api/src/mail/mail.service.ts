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
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    @Inject(mailConfig.KEY) private readonly mail: ConfigType<typeof mailConfig>,
    @Inject(appConfig.KEY) private readonly app: ConfigType<typeof appConfig>,
  ) {
    this.transport = mail.smtpUrl
      ? createTransport(mail.smtpUrl, { from: mail.from })
      : outboxTransport(mail.from);
  }

  async send(message: MailMessage): Promise<void> {
    const { link, ...mail } = message;
    const info = await this.transport.sendMail(mail);
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

  /**
   * Sends without making the request wait. An answer must not depend on the mail server being
   * quick (or up), nor reveal by its timing whether a mail was sent. Failures are logged.
   */
  sendInBackground(message: MailMessage): void {
    const sending = this.send(message)
      .catch((error: unknown) => {
        // The error (an SMTP refusal, say) may quote the address too.
        this.logger.error(
          `"${message.subject}" to ${maskEmails(message.to)} could not be sent: ${maskEmails((error as Error).message)}`,
        );
      })
      .finally(() => this.inFlight.delete(sending));
    this.inFlight.add(sending);
  }

  /** Mails still being sent are given the chance to go out before the process stops. */
  async onApplicationShutdown(): Promise<void> {
    await Promise.allSettled([...this.inFlight]);
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

/** Renders each mail to a buffer (an .eml file's content) instead of sending it. */
function outboxTransport(from: string): Transporter {
  const options: StreamTransport.Options = { streamTransport: true, buffer: true, newline: 'unix' };
  return createTransport(options, { from });
}
