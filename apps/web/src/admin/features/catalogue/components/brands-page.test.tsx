import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, answer, failure } from '../../../test/admin-fixtures';
import { BRANDS, STORES } from '../../../test/catalogue-fixtures';
import { endSession, pathOf, renderAdmin, serveAdminApi, signInAs, type Call } from '../../../test/render-admin';

const originalFetch = globalThis.fetch;
beforeEach(() => signInAs(ADMIN));
afterEach(() => {
  endSession();
  globalThis.fetch = originalFetch;
});

function serveLists(onWrite: (call: Call) => { status?: number; body: unknown }) {
  return serveAdminApi((call) => {
    const path = pathOf(call);
    if (path === '/session/') return { body: answer(ADMIN) };
    if (call.method !== 'GET') return onWrite(call);
    if (path === '/catalogue/brands/') return { body: answer(BRANDS) };
    if (path === '/catalogue/stores/') return { body: answer(STORES) };
    return { status: 404, body: failure('NOT_FOUND', 'Not found') };
  });
}
const writes = (calls: Call[]) => calls.filter((call) => call.method !== 'GET').map((call) => ({ method: call.method, path: pathOf(call), body: call.body }));

describe('the brands and stores pages', () => {
  it('lists every brand, hidden ones too, hides and features one at once, and edits one in a dialog', async () => {
    const user = userEvent.setup();
    const calls = serveLists(() => ({ body: answer(BRANDS[0]) }));
    renderAdmin('/admin/brands');

    const table = await screen.findByRole('table', { name: 'Brands' });
    const [, kente, shea] = within(table).getAllByRole('row');
    expect(kente).toHaveTextContent(/Kente Weavers\s*Hand-woven in Bonwire\s*kente-weavers\s*4\s*Featured\s*Shown/);
    expect(shea).toHaveTextContent(/Shea Co\s*shea-co\s*1\s*Hidden/);

    await user.click(screen.getByRole('button', { name: 'Hide Kente Weavers' }));
    await user.click(screen.getByRole('button', { name: 'Show Shea Co' }));
    await user.click(screen.getByRole('button', { name: 'Feature Shea Co' }));

    await user.click(screen.getByRole('button', { name: 'Edit Kente Weavers' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit brand Kente Weavers' });
    expect(within(dialog).getByLabelText('Name')).toHaveFocus();
    await user.clear(within(dialog).getByLabelText('Description'));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(writes(calls)).toEqual([
      { method: 'PATCH', path: '/catalogue/brands/1/', body: { hidden: true } },
      { method: 'PATCH', path: '/catalogue/brands/2/', body: { hidden: false } },
      { method: 'PATCH', path: '/catalogue/brands/2/', body: { featured: true } },
      { method: 'PATCH', path: '/catalogue/brands/1/', body: { name: 'Kente Weavers', slug: 'kente-weavers', description: '', featured: true } },
    ]);
  });

  it("adds a store in one of Ghana's regions, and shows the server's refusal of a slug in use", async () => {
    const user = userEvent.setup();
    const calls = serveLists(() => ({ status: 409, body: failure('SLUG_TAKEN', 'The slug tamale is already taken. Choose another.', { slug: 'tamale' }) }));
    renderAdmin('/admin/stores');

    const form = await screen.findByRole('form', { name: 'Add a store' });
    await user.type(within(form).getByLabelText('Name'), 'Tamale Store');
    await user.type(within(form).getByLabelText('Slug (optional)'), 'tamale');
    await user.type(within(form).getByLabelText('City'), 'Tamale');
    await user.click(within(form).getByRole('button', { name: 'Add store' }));
    expect(await within(form).findByText('Choose one of the 16 regions.')).toBeInTheDocument();
    expect(within(form).getByRole('combobox', { name: 'Region' }).querySelectorAll('option')).toHaveLength(17);

    await user.selectOptions(within(form).getByLabelText('Region'), 'Northern');
    await user.click(within(form).getByRole('button', { name: 'Add store' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent('The slug tamale is already taken. Choose another.');
    expect(writes(calls)).toEqual([
      { method: 'POST', path: '/catalogue/stores/', body: { name: 'Tamale Store', slug: 'tamale', city: 'Tamale', region: 'Northern' } },
    ]);
  });
});
