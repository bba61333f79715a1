import type { Page } from '@playwright/test';
import { main, shopperWithCart } from '../checkout-steps';
import { expect, logIn, reload, signUpThroughApi, test, toast, visit } from '../fixtures';

// The address book (spec part 2 sections 2, 4, 5 and 8; issue 13): kept on the server for the signed-in customer.
// Two addresses (the first becomes the default), the default moved, the default refused for deletion, the other
// deleted, all still there after a reload; then the checkout fills in the saved default.

const card = (page: Page, label: string) => main(page).getByRole('article', { name: label });

/** Fills the add form shown and saves it. */
async function addAddress(page: Page, a: { label: string; lastName: string; street: string; city: string; region: string; gps: string }) {
  await main(page).getByRole('button', { name: 'Add New Address' }).click();
  const form = main(page).getByRole('form', { name: 'Add New Address' });
  await form.getByLabel('Address label').selectOption(a.label);
  await form.getByLabel('Last name').fill(a.lastName);
  await form.getByLabel('Street address').fill(a.street);
  await form.getByLabel('City').fill(a.city);
  await form.getByLabel('State/Region').selectOption(a.region);
  await form.getByLabel('Postal code').fill('00233');
  await form.getByLabel(/Ghana Post GPS address/).fill(a.gps);
  await form.getByRole('button', { name: 'Save Address' }).click();
  // The first address's toast may still be showing.
  await expect(toast(page, 'Address added successfully!').last()).toBeVisible();
  await expect(form).toBeHidden();
}

test('the address book keeps its rules across a reload, and the checkout fills in the default', async ({ shopper: page, request }) => {
  // A sign-up, a sign-in, five changes to the book, a reload and the checkout: about 30 s on a busy 2-core machine.
  test.slow();
  const account = await shopperWithCart(page, request);
  await visit(page, '/profile?tab=addresses');
  await expect(main(page).getByText('No addresses saved yet')).toBeVisible();

  // The form's messages, before anything is sent.
  await main(page).getByRole('button', { name: 'Add New Address' }).click();
  const form = main(page).getByRole('form', { name: 'Add New Address' });
  await expect(form.getByLabel('First name')).toHaveValue(account.firstName);
  await form.getByRole('button', { name: 'Save Address' }).click();
  await expect(form.getByText('Street address is required')).toBeVisible();
  await expect(form.getByText('State/Region is required')).toBeVisible();
  await form.getByRole('button', { name: 'Cancel' }).click();

  await addAddress(page, { label: 'Home', lastName: 'Mensah', street: '12 Oxford Street', city: 'Accra', region: 'Greater Accra', gps: 'ga 183 8164' });
  await expect(card(page, 'Home').getByText('Default', { exact: true })).toBeVisible();
  await expect(card(page, 'Home').getByText('Ghana Post GPS: GA-183-8164')).toBeVisible();
  await addAddress(page, { label: 'Work', lastName: 'Mensah', street: '5 Adum Road', city: 'Kumasi', region: 'Ashanti', gps: 'AK-039-5028' });
  await expect(card(page, 'Work').getByText('Default', { exact: true })).toBeHidden();

  await card(page, 'Work').getByRole('button', { name: 'Set the Work address as default' }).click();
  await expect(toast(page, 'Default address updated')).toBeVisible();
  await expect(card(page, 'Work').getByText('Default', { exact: true })).toBeVisible();
  await expect(card(page, 'Home').getByText('Default', { exact: true })).toBeHidden();

  await card(page, 'Work').getByRole('button', { name: 'Delete the Work address' }).click();
  await expect(toast(page, 'Cannot delete default address. Please set another address as default first.')).toBeVisible();
  await expect(card(page, 'Work')).toBeVisible();

  await card(page, 'Home').getByRole('button', { name: 'Delete the Home address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this address?' });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Address deleted successfully!')).toBeVisible();
  await expect(card(page, 'Home')).toBeHidden();

  await reload(page);
  await expect(card(page, 'Work').getByText('Default', { exact: true })).toBeVisible();
  await expect(card(page, 'Work').getByText('5 Adum Road')).toBeVisible();
  await expect(card(page, 'Home')).toHaveCount(0);

  // The checkout offers the book and fills in its default.
  await visit(page, '/checkout');
  await expect(main(page).getByLabel('Deliver to a saved address')).toHaveValue(/\d+/);
  await expect(main(page).getByLabel('Address', { exact: true })).toHaveValue('5 Adum Road');
  await expect(main(page).getByLabel('Region')).toHaveValue('Ashanti');
  await expect(main(page).getByLabel('Town or city').locator('option:checked')).toHaveText('Kumasi');
  await expect(main(page).getByText('The Work address is filled in below.')).toBeVisible();
});

test('at 360 px the book fits and is used by keyboard: add, set as default, delete after confirming', async ({ shopper: page, request }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await logIn(page, await signUpThroughApi(request));
  await visit(page, '/profile?tab=addresses');
  await addAddress(page, { label: 'Home', lastName: 'Owusu', street: '3 Ring Road Central', city: 'Accra', region: 'Greater Accra', gps: 'GA-183-8164' });
  await addAddress(page, { label: 'Other', lastName: 'Owusu', street: '9 Liberation Road', city: 'Tamale', region: 'Northern', gps: '' });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  const setDefault = card(page, 'Other').getByRole('button', { name: 'Set the Other address as default' });
  await setDefault.focus();
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Default address updated')).toBeVisible();
  await expect(card(page, 'Other').getByText('Default', { exact: true })).toBeVisible();

  await card(page, 'Home').getByRole('button', { name: 'Delete the Home address' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Delete this address?' });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  // Escape keeps the address; Delete by keyboard removes it.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(card(page, 'Home')).toBeVisible();
  await card(page, 'Home').getByRole('button', { name: 'Delete the Home address' }).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Delete' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Address deleted successfully!')).toBeVisible();
  await expect(card(page, 'Home')).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
