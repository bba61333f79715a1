import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { SMTPServer } from 'smtp-server';

// An SMTP server on this machine that keeps what the shop mails (SMTP_URL, as in production), so a bench can sign a
// shopper up with the one-time code a real shopper would read in their mail.

export interface MailCatcher {
  url: string;
  /** The newest one-time code mailed to `email`, waiting up to 10 s for it. */
  codeFor(email: string): Promise<string>;
  close(): Promise<void>;
}

export async function startMailCatcher(): Promise<MailCatcher> {
  const mails: { to: string[]; raw: string }[] = [];
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((a) => a.address), raw: Buffer.concat(chunks).toString('latin1') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    async codeFor(email) {
      for (let i = 0; i < 100; i++) {
        const code = mails
          .filter((m) => m.to.includes(email))
          // In the body (after the headers, whose dates and ids have digits of their own).
          .map((m) => /(?<!\d)\d{6}(?!\d)/.exec(m.raw.slice(m.raw.indexOf('\r\n\r\n')))?.[0])
          .findLast(Boolean);
        if (code) return code;
        await sleep(100);
      }
      throw new Error(`no one-time code was mailed to ${email}`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
