import { E2E_ADMIN } from '../admin-account';
import { nav, placeDelivery, staffPage } from '../back-office-steps';
import { expect, logIn, outbox, PAGE_LOAD, signUpThroughApi, test, visit } from '../fixtures';

// The back office (issue 16): an admin adds a staff member, who signs in and sees only a staff member's pages; staff
// move a delivery from Pending to Delivered and the shopper sees every status on /orders and gets a mail for each.

test('an admin adds a staff member, who signs in and sees the orders but not the admins’ pages', async ({ browser }) => {
  const admin = await staffPage(browser, E2E_ADMIN.email, E2E_ADMIN.password);
  await nav(admin).getByRole('link', { name: 'Staff' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();

  const member = { name: 'Kojo Asante', email: `kojo.${Date.now()}@akwaaba.example`, password: 'a long staff password' };
  const form = admin.getByRole('form', { name: 'Add a staff member' });
  await form.getByLabel('Name').fill(member.name);
  await form.getByLabel('Email').fill(member.email);
  await form.getByLabel('Role').selectOption({ label: 'Staff' });
  await form.getByLabel('Password', { exact: true }).fill('too short');
  await form.getByRole('button', { name: 'Add member' }).click();
  await expect(form.getByText('A password has at least 12 characters.')).toBeVisible();
  await form.getByLabel('Password', { exact: true }).fill(member.password);
  await form.getByRole('button', { name: 'Add member' }).click();
  await expect(admin.getByText(`${member.name} was added.`)).toBeVisible();
  const row = admin.getByRole('table', { name: 'Staff members' }).getByRole('row').filter({ hasText: member.email });
  await expect(row).toContainText('Staff');
  await expect(row).toContainText('Active');

  // The audit log says who added whom.
  await nav(admin).getByRole('link', { name: 'Audit log' }).click();
  await expect(admin.getByRole('table').getByRole('row').filter({ hasText: 'staff.create' }).filter({ hasText: E2E_ADMIN.email }).first()).toBeVisible();

  const staff = await staffPage(browser, member.email, member.password);
  await expect(nav(staff).getByRole('link', { name: 'Orders' })).toBeVisible();
  await expect(nav(staff).getByRole('link', { name: 'Staff' })).toHaveCount(0);
  await staff.goto('/admin/staff');
  await expect(staff.getByRole('heading', { name: "You don't have permission" })).toBeVisible(PAGE_LOAD);
  await staff.getByRole('button', { name: 'Sign out' }).click();
  await expect(staff.getByRole('heading', { name: 'Sign in to the back office' })).toBeVisible();
});

test('staff move a delivery from Pending to Delivered: the shopper sees each status on My Orders and gets a mail for each', async ({
  browser,
  shopper: page,
  request,
}) => {
  const account = await signUpThroughApi(request);
  const orderId = await placeDelivery(request, account);
  await logIn(page, account);
  const card = page.getByRole('main').getByRole('button', { name: new RegExp(`^${orderId} `) });
  await visit(page, '/orders');
  await expect(card).toContainText('Pending', PAGE_LOAD);

  const staff = await staffPage(browser, E2E_ADMIN.email, E2E_ADMIN.password);
  await staff.getByLabel('Search').fill(account.email);
  await staff.getByRole('button', { name: 'Apply filters' }).click();
  await staff.getByRole('link', { name: orderId }).click();
  await expect(staff.getByRole('heading', { level: 1, name: `Order ${orderId}` })).toBeVisible(PAGE_LOAD);

  for (const status of ['Processing', 'On Delivery', 'Delivered']) {
    await staff.getByRole('button', { name: `Mark as ${status}` }).click();
    await expect(staff.getByText(`The order is now ${status}.`)).toBeVisible();
    await page.reload();
    await expect(card).toContainText(status, PAGE_LOAD);
    await expect.poll(async () => (await outbox(request, account.email)).map((mail) => mail.subject), PAGE_LOAD).toContain(`Your order ${orderId}: ${status}`);
  }
  // Delivered: only Completed or a refund are left, and a move the table has not is offered nowhere.
  await expect(staff.getByRole('button', { name: 'Mark as Completed' })).toBeVisible();
  await expect(staff.getByRole('button', { name: 'Mark as Processing' })).toHaveCount(0);
  const history = staff.getByRole('table', { name: 'Status history' });
  await expect(history.getByRole('row')).toHaveCount(5);
});
