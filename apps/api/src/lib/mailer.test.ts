import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactAcknowledgementMail, contactSupportMail, mailLanguage, otpMail, passwordChangedMail } from './mail-templates.js';
import type { MailLanguage } from './mailer.js';
import { createMailer } from './mailer-factory.js';
import { createDevOutbox, OUTBOX_LIMIT } from './mailer-outbox.js';
import { createSmtpMailer } from './mailer-smtp.js';
import { parseMail, startSmtpCatcher, type ReceivedMail, type SmtpCatcher } from '../test-support/smtp-catcher.js';

const FROM = 'Akwaaba Market <no-reply@akwaaba.market>';
const LANGUAGES: MailLanguage[] = ['en', 'es', 'zh'];

describe('createSmtpMailer against a real SMTP server', () => {
  let catcher: SmtpCatcher;
  let port: number;
  let received: ReceivedMail[];

  beforeAll(async () => {
    catcher = await startSmtpCatcher({ refuse: (address) => address.startsWith('nobody@') });
    port = catcher.port;
    received = catcher.received;
  });
  afterAll(() => catcher.close());

  it('delivers recipient, sender, subject and body', async () => {
    const mailer = createSmtpMailer(`smtp://127.0.0.1:${port}`, FROM);
    const mail = otpMail('en', '123456', 'signup');
    await mailer.send({ to: 'kofi@example.com', ...mail });

    const got = received.at(-1)!;
    expect(got.rcptTo).toEqual(['kofi@example.com']);
    expect(got.mailFrom).toBe('no-reply@akwaaba.market');
    const parsed = parseMail(got.raw);
    expect(parsed.to).toBe('kofi@example.com');
    expect(parsed.from).toBe(FROM);
    expect(parsed.subject).toBe(mail.subject);
    expect(parsed.contentType).toMatch(/^text\/plain/);
    expect(parsed.text).toBe(mail.text);
    expect(parsed.text).toContain('123456');
  });

  it('keeps UTF-8 Chinese and Spanish text intact', async () => {
    const mailer = createSmtpMailer(`smtp://127.0.0.1:${port}`, FROM);
    for (const language of ['zh', 'es'] as const) {
      const mail = otpMail(language, '654321', 'reset');
      await mailer.send({ to: `ama.${language}@example.com`, ...mail });
      const parsed = parseMail(received.at(-1)!.raw);
      expect(parsed.contentType).toMatch(/charset=utf-8/i);
      expect(parsed.subject).toBe(mail.subject);
      expect(parsed.text).toBe(mail.text);
    }
    expect(parseMail(received.at(-2)!.raw).subject).toBe('重置您的 Akwaaba Market 密码');
    expect(parseMail(received.at(-2)!.raw).text).toContain('验证码 10 分钟内有效');
  });

  it('sets Reply-To when the message has one, and none otherwise', async () => {
    const mailer = createSmtpMailer(`smtp://127.0.0.1:${port}`, FROM);
    await mailer.send({ to: 'support@akwaaba.market', subject: '[Contact] Hello', text: 'Hello there', replyTo: 'ama@example.com' });
    const got = received.at(-1)!;
    expect(got.rcptTo).toEqual(['support@akwaaba.market']);
    expect(parseMail(got.raw).replyTo).toBe('ama@example.com');
    expect(parseMail(got.raw).from).toBe(FROM);
    await mailer.send({ to: 'kofi@example.com', subject: 'Hi', text: 'Hello' });
    expect(parseMail(received.at(-1)!.raw).replyTo).toBeUndefined();
  });

  it('throws an Error when the server refuses the recipient', async () => {
    const mailer = createSmtpMailer(`smtp://127.0.0.1:${port}`, FROM);
    const before = received.length;
    await expect(mailer.send({ to: 'nobody@example.com', subject: 'Hi', text: 'Hello' })).rejects.toThrow(/^Mail not sent: .*No such user/);
    expect(received).toHaveLength(before);
  });

  it('throws an Error when no server listens', async () => {
    const closed = new SMTPServer({ logger: false, disabledCommands: ['STARTTLS'], authOptional: true });
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', () => resolve()));
    const deadPort = (closed.server.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const mailer = createSmtpMailer(`smtp://user:secret-password@127.0.0.1:${deadPort}`, FROM);
    const error = await mailer.send({ to: 'kofi@example.com', subject: 'Hi', text: 'Hello' }).then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(/^Mail not sent: .*ECONNREFUSED/);
    expect((error as Error).message).not.toContain('secret-password');
  });
});

describe('createDevOutbox', () => {
  it('keeps messages per address, newest last, and logs recipient, subject and code', async () => {
    const logged: Array<{ obj: object; msg: string }> = [];
    const outbox = createDevOutbox({ info: (obj, msg) => void logged.push({ obj, msg }) });
    await outbox.send({ to: 'Yaa@Example.com', ...otpMail('en', '111111', 'signup') });
    await outbox.send({ to: 'kwame@example.com', ...otpMail('es', '222222', 'signup') });
    await outbox.send({ to: 'yaa@example.com', ...passwordChangedMail('en', 'Yaa') });
    await outbox.send({ to: 'yaa@example.com', ...otpMail('en', '333333', 'reset') });

    const yaa = outbox.messagesTo(' YAA@example.com ');
    expect(yaa.map((m) => m.subject)).toEqual([
      'Your Akwaaba Market verification code',
      'Your Akwaaba Market password was changed',
      'Reset your Akwaaba Market password',
    ]);
    expect(yaa.at(-1)!.text).toContain('333333');
    for (const m of yaa) expect(new Date(m.sentAt).toISOString()).toBe(m.sentAt);
    expect(outbox.messagesTo('kwame@example.com')).toHaveLength(1);
    expect(outbox.messagesTo('nobody@example.com')).toEqual([]);
    expect(outbox.all().map((m) => m.to)).toEqual(['Yaa@Example.com', 'kwame@example.com', 'yaa@example.com', 'yaa@example.com']);

    expect(logged).toHaveLength(4);
    expect(logged[0]!.obj).toEqual({ to: 'Yaa@Example.com', subject: 'Your Akwaaba Market verification code', code: '111111' });
    expect(logged[0]!.msg).toContain('111111');
    expect(logged[1]!.obj).toMatchObject({ to: 'kwame@example.com', code: '222222' });
    expect(logged[2]!.obj).toEqual({ to: 'yaa@example.com', subject: 'Your Akwaaba Market password was changed' });
  });

  it('keeps the reply-to address of a message', async () => {
    const outbox = createDevOutbox();
    await outbox.send({ to: 'support@akwaaba.market', subject: 'S', text: 'T', replyTo: 'ama@example.com' });
    await outbox.send({ to: 'support@akwaaba.market', subject: 'S2', text: 'T2' });
    const [first, second] = outbox.messagesTo('support@akwaaba.market');
    expect(first!.replyTo).toBe('ama@example.com');
    expect(second!.replyTo).toBeUndefined();
  });

  it('hands out copies, not its own records', async () => {
    const outbox = createDevOutbox();
    await outbox.send({ to: 'a@example.com', subject: 'S', text: 'T' });
    outbox.messagesTo('a@example.com')[0]!.text = 'changed';
    outbox.all().pop();
    expect(outbox.all()).toHaveLength(1);
    expect(outbox.messagesTo('a@example.com')[0]!.text).toBe('T');
  });

  it(`keeps only the last ${OUTBOX_LIMIT} messages`, async () => {
    const outbox = createDevOutbox();
    for (let i = 0; i < OUTBOX_LIMIT + 20; i++) await outbox.send({ to: 'many@example.com', subject: `#${i}`, text: '' });
    const all = outbox.all();
    expect(all).toHaveLength(OUTBOX_LIMIT);
    expect(all[0]!.subject).toBe('#20');
    expect(all.at(-1)!.subject).toBe(`#${OUTBOX_LIMIT + 19}`);
  });
});

describe('contact mails', () => {
  const input = {
    id: '0f1e2d3c-4b5a-4697-8877-665544332211',
    name: 'Akosua Owusu',
    email: 'akosua@example.com',
    subject: 'Damaged basket',
    message: 'My Bolga basket arrived damaged.\nWhat can I do?',
    language: 'es' as const,
    customerId: null,
    receivedAt: new Date('2026-11-20T09:30:00Z'),
  };

  it('gives support the subject, every detail and the message', () => {
    const mail = contactSupportMail(input);
    expect(mail.subject).toBe('[Contact] Damaged basket');
    for (const part of [
      'Name:     Akosua Owusu',
      'Email:    akosua@example.com',
      'Language: Spanish (es)',
      'guest (not signed in)',
      '2026-11-20T09:30:00.000Z',
      'Reference: 0F1E2D3C',
      input.id,
      'My Bolga basket arrived damaged.\nWhat can I do?',
    ]) {
      expect(mail.text).toContain(part);
    }
    expect(contactSupportMail({ ...input, customerId: 12 }).text).toContain('Customer: customer id 12');
  });

  it.each(LANGUAGES)('acknowledges in %s with the support hours and the short reference', (language) => {
    const mail = contactAcknowledgementMail(language, input.id);
    expect(mail.text).toContain('0F1E2D3C');
    expect(mail.text).not.toContain(input.id);
    expect(mail.text).toMatch(
      language === 'zh' ? /周一至周五 8:00–18:00/ : language === 'es' ? /de lunes a viernes, de 8:00 a 18:00/ : /Monday-Friday 8am-6pm/,
    );
    expect(mail.text).toContain('Akwaaba Market');
  });

  it('writes the three acknowledgements differently', () => {
    const subjects = new Set(LANGUAGES.map((l) => contactAcknowledgementMail(l, input.id).subject));
    expect(subjects.size).toBe(3);
  });
});

describe('createMailer', () => {
  const log = { info: () => {} };
  it('uses the development outbox without an SMTP URL', async () => {
    const { mailer, outbox } = createMailer({ from: FROM, log });
    expect(outbox).toBeDefined();
    await mailer.send({ to: 'dev@example.com', subject: 'S', text: 'T' });
    expect(outbox!.messagesTo('dev@example.com')).toHaveLength(1);
  });
  it('uses SMTP with one, and no outbox', () => {
    const { mailer, outbox } = createMailer({ smtpUrl: 'smtp://127.0.0.1:2525', from: FROM, log });
    expect(outbox).toBeUndefined();
    expect(typeof mailer.send).toBe('function');
  });
});

describe('mail templates', () => {
  it.each(LANGUAGES)('has both one-time-code mails in %s, with the code', (language) => {
    const signup = otpMail(language, '482913', 'signup');
    const reset = otpMail(language, '482913', 'reset');
    for (const mail of [signup, reset]) {
      expect(mail.subject).toContain('Akwaaba Market');
      expect(mail.text).toContain('482913');
      expect(mail.text).toContain('Akwaaba Market');
      expect(mail.text).toMatch(/10/);
      expect(mail.text).not.toMatch(/undefined|\$\{/);
    }
    expect(signup.subject).not.toBe(reset.subject);
    expect(signup.text).not.toBe(reset.text);
  });

  it('writes each language in its own words', () => {
    expect(otpMail('en', '000000', 'signup').text).toMatch(/expires in 10 minutes/);
    expect(otpMail('en', '000000', 'signup').text).toMatch(/Never share it/);
    expect(otpMail('en', '000000', 'signup').text).toMatch(/ignore this email/);
    expect(otpMail('es', '000000', 'signup').text).toMatch(/caduca en 10 minutos/);
    expect(otpMail('es', '000000', 'signup').text).toMatch(/ignorar este correo/);
    expect(otpMail('zh', '000000', 'signup').text).toMatch(/10 分钟内有效/);
    expect(otpMail('zh', '000000', 'signup').text).toMatch(/请忽略本邮件/);
  });

  it.each(LANGUAGES)('has the password-changed mail in %s, with and without a name', (language) => {
    const named = passwordChangedMail(language, 'Abena');
    expect(named.subject).toContain('Akwaaba Market');
    expect(named.text).toContain('Abena');
    const unnamed = passwordChangedMail(language, '  ');
    expect(unnamed.text).not.toMatch(/ {2}|,\s*[:,]|^[,，]/m);
    expect(unnamed.text.split('\n')[0]).toMatch(/^(Hello,|Hola:|您好！)$/);
  });
});

describe('mailLanguage', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['es', 'es'],
    ['es-ES,es;q=0.9,en;q=0.8', 'es'],
    ['zh-CN,zh;q=0.9,en-US;q=0.8,en;q=0.7', 'zh'],
    ['zh-Hans-CN', 'zh'],
    ['ZH-tw', 'zh'],
    ['en-GB,en;q=0.9', 'en'],
    ['fr-FR,fr;q=0.9,es;q=0.8,en;q=0.7', 'es'],
    ['fr-FR,de;q=0.9', 'en'],
    ['en;q=0.5,zh;q=0.8', 'zh'],
    ['es;q=0, en;q=0.1', 'en'],
    ['es;q=0', 'en'],
    ['*', 'en'],
    ['es ; q = 0.7 , zh ; q=0.7', 'es'],
    ['garbage;;;,,', 'en'],
    ['es;q=abc,zh;q=0.2', 'zh'],
    ['es;q=1.5,zh;q=0.2', 'zh'],
    ['es;level=1;q=0.9,zh;q=0.2', 'es'],
  ] as const)('%j gives %s', (header, expected) => {
    expect(mailLanguage(header)).toBe(expected);
  });
});
