import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

// A real SMTP server on loopback that keeps every mail it is given: what a deployment's mail catcher (mailpit) is to
// the shop, for tests that send mail over SMTP as production does.

export interface ReceivedMail {
  mailFrom: string | undefined;
  rcptTo: string[];
  raw: string;
}

export interface SmtpCatcher {
  port: number;
  /** Every mail accepted, oldest first. */
  received: ReceivedMail[];
  /** The six-digit code of the last mail to `email`, if any. */
  lastCodeFor(email: string): string | undefined;
  close(): Promise<void>;
}

export async function startSmtpCatcher(options: { refuse?: (address: string) => boolean } = {}): Promise<SmtpCatcher> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      callback(options.refuse?.(address.address) ? Object.assign(new Error('No such user'), { responseCode: 550 }) : null);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          rcptTo: session.envelope.rcptTo.map((a) => a.address),
          raw: Buffer.concat(chunks).toString('latin1'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    port: (server.server.address() as AddressInfo).port,
    received,
    lastCodeFor(email) {
      const mail = received.findLast((m) => m.rcptTo.includes(email.toLowerCase()) || m.rcptTo.includes(email));
      return mail ? /\b(\d{6})\b/.exec(parseMail(mail.raw).text)?.[1] : undefined;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// A tiny MIME reader for what nodemailer writes: headers (with RFC 2047 encoded words) and a single text part.
function decodeWords(value: string): string {
  return value.replace(/(\?=)\s+(=\?)/g, '$1$2').replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_m, enc: string, data: string) =>
    enc.toLowerCase() === 'b'
      ? Buffer.from(data, 'base64').toString('utf8')
      : Buffer.from(
          data.replace(/_/g, ' ').replace(/=([0-9a-f]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16))),
          'latin1',
        ).toString('utf8'),
  );
}
export function parseMail(raw: string) {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  let text: string;
  if (encoding === 'base64') text = Buffer.from(body, 'base64').toString('utf8');
  else if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
    text = Buffer.from(bytes, 'latin1').toString('utf8');
  } else text = body;
  return {
    subject: decodeWords(headers.get('subject') ?? ''),
    to: headers.get('to'),
    replyTo: headers.get('reply-to'),
    from: decodeWords(headers.get('from') ?? ''),
    contentType: headers.get('content-type') ?? '',
    text: text.replace(/\r\n/g, '\n').trimEnd(),
  };
}
