import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, answer, failure } from '../../../test/admin-fixtures';
import { BRANDS, CATEGORIES, STORES, productOf } from '../../../test/catalogue-fixtures';
import { endSession, pathOf, renderAdmin, serveAdminApi, signInAs, type Call } from '../../../test/render-admin';

const originalFetch = globalThis.fetch;
beforeEach(() => signInAs(ADMIN));
afterEach(() => {
  endSession();
  globalThis.fetch = originalFetch;
});

const UPLOADED = '/uploads/3f9a2b-600.webp';
const CREATED = productOf({ id: 7, slug: 'adinkra-cloth', name: 'Adinkra Cloth', image: UPLOADED, stock_items: [], items: 0, description: '' });

/** The lists the form needs, the picture upload (answered by `onUpload`), and the new product. */
function serveNewProduct(onUpload: () => { status?: number; body: unknown } = () => ({ body: answer({ image: UPLOADED, widths: {} }) })) {
  return serveAdminApi((call) => {
    const path = pathOf(call);
    if (path === '/session/') return { body: answer(ADMIN) };
    if (path === '/media/') return onUpload();
    if (path === '/catalogue/brands/') return { body: answer(BRANDS) };
    if (path === '/catalogue/categories/') return { body: answer(CATEGORIES) };
    if (path === '/catalogue/stores/') return { body: answer(STORES) };
    if (path === '/catalogue/products/' && call.method === 'POST') return { status: 201, body: answer(CREATED) };
    if (path === '/catalogue/products/7/') return { body: answer(CREATED) };
    return { status: 404, body: failure('NOT_FOUND', 'Not found') };
  });
}
const writes = (calls: Call[]) => calls.filter((call) => call.method !== 'GET').map((call) => ({ method: call.method, path: pathOf(call), body: call.body }));
const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff])], 'cloth.jpg', { type: 'image/jpeg' });

describe('the new product page', () => {
  it('uploads the picture at once, sends the product with its address, and opens the new product', async () => {
    const user = userEvent.setup();
    const calls = serveNewProduct();
    renderAdmin('/admin/products/new');

    expect(await screen.findByRole('heading', { level: 1, name: 'New product' })).toHaveFocus();
    const form = await screen.findByRole('form', { name: 'Product details' });
    await user.type(within(form).getByLabelText('Name'), 'Adinkra Cloth');
    await user.selectOptions(within(form).getByLabelText('Brand'), 'Kente Weavers');
    await user.selectOptions(within(form).getByLabelText('Category'), 'Textiles');
    await user.upload(within(form).getByLabelText('Main picture'), photo());

    expect(await within(form).findByRole('img', { name: 'Picture of Adinkra Cloth' })).toHaveAttribute('src', UPLOADED);
    expect(within(form).getByText('The picture was uploaded.')).toHaveAttribute('role', 'status');
    const upload = calls.find((call) => pathOf(call) === '/media/')!;
    expect(upload).toMatchObject({ method: 'POST', authorization: 'Bearer staff_token_of_admin' });

    await user.click(within(form).getByLabelText('Featured'));
    await user.click(within(form).getByRole('button', { name: 'Add product' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Adinkra Cloth' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/products\/7$/);
    expect(writes(calls).at(-1)).toEqual({
      method: 'POST',
      path: '/catalogue/products/',
      body: { name: 'Adinkra Cloth', description: '', brand_id: 1, category_id: 3, image: UPLOADED, featured: true, hidden: false },
    });
  });

  it("asks for the brand, category and picture before sending, and shows the upload's refusal", async () => {
    const user = userEvent.setup();
    const calls = serveNewProduct(() => ({
      status: 422,
      body: failure('IMAGE_TOO_SMALL', 'The picture is too small: each side must be at least 300 pixels.', { min: 300 }),
    }));
    renderAdmin('/admin/products/new');

    const form = await screen.findByRole('form', { name: 'Product details' });
    await user.type(within(form).getByLabelText('Name'), 'Adinkra Cloth');
    await user.click(within(form).getByRole('button', { name: 'Add product' }));

    expect(await within(form).findByText('Choose a brand.')).toBeInTheDocument();
    expect(within(form).getByText('Choose a category.')).toBeInTheDocument();
    expect(within(form).getByText('Upload a picture first.')).toBeInTheDocument();

    await user.upload(within(form).getByLabelText('Main picture'), photo());
    expect(await within(form).findByText('The picture is too small: each side must be at least 300 pixels.')).toHaveAttribute('role', 'alert');
    expect(within(form).getByLabelText('Main picture')).toHaveAttribute('aria-invalid', 'true');
    expect(writes(calls).map((call) => call.path)).toEqual(['/media/']);
  });
});
