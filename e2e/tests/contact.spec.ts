import { expect, expectTitledIn, outbox, startIn, test, text, visit } from '../fixtures';

// /contact: the spec's validation, the success message and the reset; beyond the spec, the message reaches the
// shop (stored, and mailed to SUPPORT_EMAIL: in the journeys the development outbox keeps that mail).

const SUPPORT_EMAIL = 'support@akwaaba.market';

test('a message that breaks the rules shows every reason and is not sent', async ({ shopper: page }) => {
  await visit(page, '/contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Name').fill('K');
  await form.getByLabel('Email Address').fill('kwame@');
  await form.getByLabel('Subject').fill('D');
  await form.getByLabel('Message').fill('Too short');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText('Name must be at least 2 characters')).toBeVisible();
  await expect(form.getByText('Please enter a valid email address')).toBeVisible();
  await expect(form.getByText('Subject must be at least 2 characters')).toBeVisible();
  await expect(form.getByText('Message must be at least 10 characters')).toBeVisible();
  await expect(page.getByText('Thank you for contacting us!')).toHaveCount(0);
});

test('a message is sent, the form empties, and the shop receives it by mail', async ({ shopper: page, request }) => {
  const tag = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const message = `Do you deliver shea butter to Bolgatanga? Reference ${tag}.`;
  await visit(page, '/contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Name').fill('Abena Owusu');
  await form.getByLabel('Email Address').fill(`abena.${tag}@example.com`);
  await form.getByLabel('Subject').fill('Delivery to the Upper East');
  await form.getByLabel('Message').fill(message);
  await form.getByRole('button', { name: 'Send Message' }).click();

  await expect(page.getByText('Thank you for contacting us!')).toBeVisible();
  await expect(form.getByLabel('Message')).toHaveValue('');
  await expect(form.getByLabel('Name')).toHaveValue('');

  await expect.poll(async () => (await outbox(request, SUPPORT_EMAIL)).some((mail) => mail.text.includes(message)), { message: 'the support mail' }).toBe(true);
  const mail = (await outbox(request, SUPPORT_EMAIL)).find((m) => m.text.includes(message))!;
  expect(mail.subject).toContain('Delivery to the Upper East');
  expect(mail.text).toContain(`abena.${tag}@example.com`);
});

for (const language of ['es', 'zh'] as const) {
  test(`the contact page in ${language}: heading, title and a translated rule`, async ({ shopper: page, context }) => {
    await startIn(context, language);
    await visit(page, '/contact');
    await expectTitledIn(page, language, 'contact');
    const form = page.getByRole('form', { name: text(language, 'contact', 'form.label') });
    await form.getByRole('button', { name: text(language, 'contact', 'form.send') }).click();
    await expect(form.getByText(text(language, 'errors', 'fields.MESSAGE_MIN'))).toBeVisible();
  });
}
