import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/transaction.js';
import type { MailContent } from '../../lib/mail-templates.js';
import type { MailLanguage, Mailer } from '../../lib/mailer.js';
import { createBackgroundJob } from '../../lib/background-job.js';
import type { Clock } from '../../lib/tokens.js';
import { createOutboxRepo, type OutboxMailRow } from './outbox.repo.js';

// Sends the mails of outbox_mails after the transaction that wrote them committed (DESIGN.md section 7: a mail never
// decides whether an order exists). The place call kicks the sender as soon as its order is committed; a timer picks up
// what a failure, a restart or another instance left. A failed send is tried again with a growing pause, and after
// MAX_ATTEMPTS the row stays unsent with its last error for an operator to see (the order is never touched).
// Delivery is at least once: a sender that dies between the SMTP answer and marking the row sends it again after the
// lease, which is better than a confirmation that never comes.

/** Writes a mail of one kind from its payload, reading what it needs; undefined when what it tells is gone. */
export type MailRenderer = (db: Executor, payload: unknown, language: MailLanguage) => Promise<MailContent | undefined>;

export interface MailOutboxDeps {
  db: Executor;
  mailer: Mailer;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Each kind of mail the outbox holds, and how to write it. */
  renderers: Readonly<Record<string, MailRenderer>>;
}

/** The pauses after the 1st, 2nd, ... failed attempt; the last one repeats until MAX_ATTEMPTS. */
export const RETRY_PAUSES_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 6 * 3_600_000, 12 * 3_600_000] as const;
export const MAX_ATTEMPTS = 8;
/** How long a claimed row is held by its sender: longer than an SMTP exchange may take (nodemailer's timeouts). */
export const LEASE_MS = 5 * 60_000;
/** How often the timer looks for due rows: retries and rows another instance left. */
export const SWEEP_INTERVAL_MS = 30_000;
const BATCH = 20;

const LANGUAGES: readonly MailLanguage[] = ['en', 'es', 'zh'];
const languageOf = (row: OutboxMailRow): MailLanguage => (LANGUAGES.includes(row.language as MailLanguage) ? (row.language as MailLanguage) : 'en');

export function retryPauseMs(attempts: number): number {
  return RETRY_PAUSES_MS[Math.min(attempts, RETRY_PAUSES_MS.length) - 1]!;
}

export function createMailOutbox({ db, mailer, clock, log, renderers }: MailOutboxDeps) {
  const repo = createOutboxRepo(db);

  async function sendOne(row: OutboxMailRow): Promise<void> {
    try {
      const render = renderers[row.kind];
      if (!render) throw new Error(`no renderer for mail kind ${row.kind}`);
      const content = await render(db, row.payload, languageOf(row));
      if (!content) {
        // What the mail told is gone (say, a test database emptied): nothing left to send.
        log.warn({ mail: row.id, kind: row.kind }, 'outbox mail dropped: its subject no longer exists');
        await repo.markSent(row.id, clock());
        return;
      }
      await mailer.send({ to: row.recipient, ...content });
      await repo.markSent(row.id, clock());
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const last = row.attempts >= MAX_ATTEMPTS;
      await repo.markFailed(row.id, message, new Date(clock().getTime() + retryPauseMs(row.attempts)));
      if (last) log.error({ mail: row.id, kind: row.kind, attempts: row.attempts, err: message }, 'outbox mail given up');
      else log.warn({ mail: row.id, kind: row.kind, attempts: row.attempts, err: message }, 'outbox mail failed; will retry');
    }
  }

  /** Sends every due row, a batch at a time, until none is left. Answers how many were tried. */
  async function drain(): Promise<number> {
    let tried = 0;
    for (;;) {
      const now = clock();
      const rows = await repo.claimDue(now, new Date(now.getTime() + LEASE_MS), BATCH, MAX_ATTEMPTS);
      for (const row of rows) await sendOne(row);
      tried += rows.length;
      if (rows.length < BATCH) return tried;
    }
  }

  const job = createBackgroundJob({ run: drain, intervalMs: SWEEP_INTERVAL_MS, log, failure: 'outbox sweep failed; the next one tries again' });
  return { ...job, drain };
}
export type MailOutbox = ReturnType<typeof createMailOutbox>;
