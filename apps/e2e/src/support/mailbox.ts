import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A mail the API sent, decoded: its text, and the links in it. */
export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  links: string[];
}

export interface Mailbox {
  /** SMTP_URL for the API. */
  readonly url: string;
  /** The next mail to `to` whose subject matches, not handed out before; waits for it. */
  waitFor(to: string, subject: RegExp, timeoutMs?: number): Promise<ReceivedMail>;
  stop(): Promise<void>;
}

/**
 * An SMTP server inside the test process (no authentication, no STARTTLS) keeping every message
 * in memory. The API sends in the background, so tests wait for their mail.
 */
export async function startMailbox(): Promise<Mailbox> {
  const received: ReceivedMail[] = [];
  const listeners = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const recipients = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
        received.push(parseMail(Buffer.concat(chunks).toString('utf8'), recipients));
        for (const listener of listeners) listener();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    async waitFor(to, subject, timeoutMs = 15_000) {
      const address = to.toLowerCase();
      const take = () => {
        const index = received.findIndex(
          (mail) => mail.to.includes(address) && subject.test(mail.subject),
        );
        return index < 0 ? null : received.splice(index, 1)[0];
      };
      const found = take();
      if (found) return found;
      return new Promise<ReceivedMail>((resolve, reject) => {
        const timer = setTimeout(() => {
          listeners.delete(check);
          const seen =
            received.map((mail) => `${mail.to.join(',')}: ${mail.subject}`).join('; ') || 'none';
          reject(
            new Error(
              `No mail to ${to} matching ${subject} within ${timeoutMs} ms (waiting: ${seen})`,
            ),
          );
        }, timeoutMs);
        const check = () => {
          const mail = take();
          if (!mail) return;
          clearTimeout(timer);
          listeners.delete(check);
          resolve(mail);
        };
        listeners.add(check);
      });
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// A small MIME reader: enough for what nodemailer writes (folded headers, RFC 2047 words,
// multipart bodies, quoted-printable and base64 parts).

interface Part {
  headers: Map<string, string>;
  body: string;
}

function splitPart(raw: string): Part {
  const normalised = raw.replace(/\r\n/g, '\n');
  const end = normalised.indexOf('\n\n');
  const head = end < 0 ? normalised : normalised.slice(0, end);
  const body = end < 0 ? '' : normalised.slice(end + 2);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64')
    return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body);
  return part.body;
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const joined = text.replace(/=\n/g, '');
  for (let index = 0; index < joined.length; index += 1) {
    const hex = joined.slice(index + 1, index + 3);
    if (joined[index] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(joined[index], 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** =?UTF-8?Q?...?= and =?UTF-8?B?...?= words of a header. */
function decodeHeader(value: string): string {
  return value.replace(
    /=\?([^?]+)\?([QB])\?([^?]*)\?=\s*/gi,
    (_match, _charset: string, kind: string, word: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(word, 'base64').toString('utf8')
        : decodeQuotedPrintable(word.replace(/_/g, ' ')),
  );
}

function leafParts(part: Part): Part[] {
  const type = part.headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.toLowerCase().startsWith('multipart/') || !boundary) return [part];
  return part.body
    .split(`--${boundary}`)
    .slice(1)
    .filter((section) => !section.startsWith('--'))
    .flatMap((section) => leafParts(splitPart(section.replace(/^\n/, ''))));
}

export function parseMail(raw: string, to: string[]): ReceivedMail {
  const message = splitPart(raw);
  const leaves = leafParts(message);
  const textOf = (type: string) =>
    leaves
      .filter((leaf) =>
        (leaf.headers.get('content-type') ?? 'text/plain').toLowerCase().startsWith(type),
      )
      .map(decodeBody)
      .join('\n');
  const text = textOf('text/plain');
  const html = textOf('text/html');
  const links = [
    ...new Set(
      (text.match(/https?:\/\/[^\s<>"')]+/g) ?? []).map((link) =>
        link.replace(/(?<![.,;])[.,;]+$/, ''),
      ),
    ),
  ];
  return { to, subject: decodeHeader(message.headers.get('subject') ?? ''), text, html, links };
}
