import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** The whole message as received. */
  raw: string;
}

/**
 * An SMTP server in the test process (no auth, no TLS) that keeps what it receives. Start it with
 * `MailCatcher.start()`, point the API's SMTP_URL at `url`, then await `mailTo(address)`: the API
 * sends mail in the background (a job of the mail.send queue).
 */
export class MailCatcher {
  private readonly received: CapturedMail[] = [];
  private readonly waiting = new Set<() => void>();

  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        this.add(
          Buffer.concat(chunks).toString('utf8'),
          session.envelope.rcptTo.map((rcpt) => rcpt.address),
        );
        callback();
      });
    },
  });

  /** On `port` (a free one by default: see freePort for a server that must be down at first). */
  static async start(port = 0): Promise<MailCatcher> {
    const catcher = new MailCatcher();
    await new Promise<void>((resolve) => catcher.server.listen(port, '127.0.0.1', resolve));
    return catcher;
  }

  get url(): string {
    const { port } = this.server.server.address() as AddressInfo;
    return `smtp://127.0.0.1:${port}`;
  }

  /** The next mail to `address` not taken yet, waiting for it up to `timeoutMs`. */
  async mailTo(address: string, timeoutMs = 10_000): Promise<CapturedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = this.received.findIndex((mail) => mail.to.includes(address.toLowerCase()));
      if (index >= 0) return this.received.splice(index, 1)[0];
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`No mail to ${address} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          this.waiting.delete(wake);
          resolve();
        };
        const timer = setTimeout(wake, left);
        this.waiting.add(wake);
      });
    }
  }

  /** Mails to `address` received and not taken. */
  pendingFor(address: string): CapturedMail[] {
    return this.received.filter((mail) => mail.to.includes(address.toLowerCase()));
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private add(raw: string, to: string[]): void {
    const message = parseMessage(raw);
    this.received.push({
      from: message.headers.get('from') ?? '',
      to: to.map((address) => address.toLowerCase()),
      subject: message.headers.get('subject') ?? '',
      text: message.parts.find((part) => part.type.startsWith('text/plain'))?.body ?? '',
      html: message.parts.find((part) => part.type.startsWith('text/html'))?.body ?? '',
      raw,
    });
    for (const wake of [...this.waiting]) wake();
  }
}

/** The first link in a mail's text that contains `path`, e.g. `/verify-email/`. */
export function linkIn(text: string, path: string): URL {
  const link = text.split(/\s+/).find((word) => word.startsWith('http') && word.includes(path));
  if (!link) throw new Error(`No link with ${path} in:\n${text}`);
  return new URL(link);
}

interface MimePart {
  headers: Map<string, string>;
  type: string;
  body: string;
}

/** Just enough MIME for the API's mails: headers, multipart bodies, quoted-printable and base64. */
export function parseMessage(raw: string): { headers: Map<string, string>; parts: MimePart[] } {
  const { headers, body } = splitHeaders(raw);
  return { headers, parts: partsOf(headers, body) };
}

function partsOf(headers: Map<string, string>, body: string): MimePart[] {
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.startsWith('multipart/') || !boundary)
    return [{ headers, type, body: decodeBody(headers, body) }];
  return body
    .split(`--${boundary}`)
    .slice(1, -1)
    .flatMap((section) => {
      const part = splitHeaders(section.replace(/^\r?\n/, ''));
      return partsOf(part.headers, part.body);
    });
}

function splitHeaders(text: string): { headers: Map<string, string>; body: string } {
  const match = /\r?\n\r?\n/.exec(text);
  const head = match ? text.slice(0, match.index) : text;
  const body = match ? text.slice(match.index + match[0].length) : '';
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(headers: Map<string, string>, body: string): string {
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64')
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => `%${hex}`)
      .replace(/%(?![0-9A-F]{2})/gi, '%25');
    return decodeURIComponent(bytes);
  }
  return body;
}
