import { describe, expect, it } from 'vitest';
import type { Mailer, MailMessage } from '../../lib/mailer.js';
import { createMemoryRateLimits } from '../../lib/rate-limit-memory.js';
import type { ContactRepo, NewContactMessage } from './contact.repo.js';
import { createContactService, type ContactInput } from './contact.service.js';

// The order of the work, with a repository and mailer of our own: store, then mail, then record the mail.

function setup(mailer: Mailer, opts: { markFails?: boolean } = {}) {
  const steps: string[] = [];
  const stored: NewContactMessage[] = [];
  const mailed: Array<{ id: string; at: Date }> = [];
  const errors: Array<{ obj: object; msg: string }> = [];
  const warnings: Array<{ obj: object; msg: string }> = [];
  const repo: ContactRepo = {
    async insert(row) {
      steps.push('insert');
      stored.push(row);
    },
    async markMailed(id, at) {
      steps.push('markMailed');
      if (opts.markFails) throw new Error('database gone');
      mailed.push({ id, at });
    },
  };
  const recording: Mailer = {
    async send(message) {
      steps.push(`mail:${message.to}`);
      return mailer.send(message);
    },
  };
  const now = new Date('2026-11-20T10:00:00Z');
  const service = createContactService({
    repo,
    mailer: recording,
    rateLimits: createMemoryRateLimits(),
    clock: () => now,
    supportEmail: 'help@shop.example',
    log: { error: (obj, msg) => void errors.push({ obj, msg }), warn: (obj, msg) => void warnings.push({ obj, msg }) },
  });
  return { service, steps, stored, mailed, errors, warnings, now };
}

const input: ContactInput = {
  name: 'Yaw Asante',
  email: 'Yaw@Example.com',
  subject: 'Pickup in Kumasi',
  message: 'Can I pick up my order at the Kumasi store?',
  language: 'zh',
  clientIp: '10.9.9.9',
  customerId: 7,
};

describe('contact service', () => {
  it('stores first, then mails support with reply-to, records the time, then acknowledges', async () => {
    const sent: MailMessage[] = [];
    const s = setup({ send: async (m) => void sent.push(m) });
    const { id, mailed } = await s.service.send(input);
    await new Promise((r) => setTimeout(r, 0));
    expect(mailed).toBe(true);
    expect(s.steps).toEqual(['insert', 'mail:help@shop.example', 'markMailed', 'mail:Yaw@Example.com']);
    expect(s.stored).toEqual([{ id, ...input, createdAt: s.now }]);
    expect(s.mailed).toEqual([{ id, at: s.now }]);
    expect(sent[0]).toMatchObject({ to: 'help@shop.example', replyTo: 'Yaw@Example.com', subject: '[Contact] Pickup in Kumasi' });
    expect(sent[0]!.text).toContain('Customer: customer id 7');
    expect(sent[1]).toMatchObject({ to: 'Yaw@Example.com', subject: '我们已收到您的留言 – Akwaaba Market' });
    expect(sent[1]!.replyTo).toBeUndefined();
    expect(s.errors).toEqual([]);
  });

  it('keeps the message and logs the failure when the support mail fails, without acknowledging', async () => {
    const failure = new Error('Mail not sent: 421 try later');
    const s = setup({ send: async () => Promise.reject(failure) });
    const { id, mailed } = await s.service.send(input);
    await new Promise((r) => setTimeout(r, 0));
    expect(mailed).toBe(false);
    expect(s.steps).toEqual(['insert', 'mail:help@shop.example']);
    expect(s.stored).toHaveLength(1);
    expect(s.mailed).toEqual([]);
    expect(s.errors).toEqual([{ obj: { err: failure, contactMessageId: id }, msg: 'contact message stored but not mailed to support' }]);
  });

  it('still succeeds when only the acknowledgement fails, and logs it as a warning', async () => {
    const s = setup({ send: async (m) => (m.to === 'help@shop.example' ? undefined : Promise.reject(new Error('mailbox full'))) });
    const { mailed } = await s.service.send(input);
    await new Promise((r) => setTimeout(r, 0));
    expect(mailed).toBe(true);
    expect(s.errors).toEqual([]);
    expect(s.warnings.map((w) => w.msg)).toEqual(['contact acknowledgement not sent']);
  });

  it('still succeeds when mailed_at cannot be recorded (the mail went out), and logs it', async () => {
    const s = setup({ send: async () => undefined }, { markFails: true });
    const { mailed } = await s.service.send(input);
    expect(mailed).toBe(true);
    expect(s.warnings.map((w) => w.msg)).toContain('contact message mailed but mailed_at not recorded');
  });

  it('counts the sender address case-insensitively and stores nothing once refused', async () => {
    const s = setup({ send: async () => undefined });
    for (let i = 0; i < 10; i++) await s.service.send({ ...input, clientIp: `10.8.0.${i}`, email: i % 2 ? 'yaw@example.com' : 'YAW@EXAMPLE.COM' });
    await expect(s.service.send({ ...input, clientIp: '10.8.1.1' })).rejects.toMatchObject({ code: 'CONTACT_TOO_MANY_FOR_EMAIL' });
    expect(s.stored).toHaveLength(10);
  });
});
