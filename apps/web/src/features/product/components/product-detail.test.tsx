import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from '@/lib/router';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StockItem } from '@shop/contract';
import { renderWithProviders, serveApi } from '@/test/render';
import { GUEST_CART_EVENT, GUEST_CART_KEY } from '@/features/cart';
import { cartOf } from '@/test/cart-fixtures';
import { clearSessionCookies, storeSession } from '@/test/session';
import { ok, stockItem } from '@/test/product-fixtures';
import { ProductDetail } from './product-detail';

const originalFetch = globalThis.fetch;
// Role queries over the whole page are slow when every test file runs at once; allow for it.

function Page() {
  const { productId } = useParams();
  return (
    <>
      <ProductDetail productId={productId} />
      <Toaster />
    </>
  );
}

/** GET /stock/{id}/reviews/: none yet (the reviews' own tests are the reviews feature's). */
const noReviews = (url: URL) =>
  /\/reviews\/$/.test(url.pathname)
    ? { body: { status: true, message: 'OK', data: [], count: 0, total_pages: 0, page: 1, page_size: 5, rating: { average: null, count: 0 } } }
    : undefined;

/** Serves GET /stock/{id}/ and /stock/{id}/variants/ from a list of the product's stock items. */
function serveProduct(items: StockItem[]) {
  return serveApi((url) => {
    const reviews = noReviews(url);
    if (reviews) return reviews;
    const match = /\/stock\/(\d+)\/(variants\/)?$/.exec(url.pathname);
    const item = match && items.find((i) => i.id === Number(match[1]));
    if (!item) return { status: 404, body: { status: false, message: 'Stock item not found.', code: 'NOT_FOUND' } };
    return ok(match[2] ? items : item);
  });
}

const renderPage = (route: string) => renderWithProviders(<Page />, { route, path: '/product/:productId?' });

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  clearSessionCookies();
  globalThis.fetch = originalFetch;
  document.cookie = 'preferred_currency=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('product page', () => {
  it('shows the product: store, name, price, weight, stock, SKU, free delivery, minimum order', async () => {
    serveProduct([stockItem({ id: 7, moq: 3, free_delivery: true, quantity: 12, sku: 'SHEA-RAW-250' })]);
    renderPage('/product/7');

    expect(await screen.findByRole('heading', { level: 1, name: 'Raw Shea Butter' })).toBeInTheDocument();
    expect(screen.getByText('Tamale Shea Collective')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'No reviews yet' })).toHaveAttribute('href', '#reviews');
    expect(screen.getByText('₵45.00')).toBeInTheDocument();
    expect(screen.getByText('Weight: 0.29 kg')).toBeInTheDocument();
    expect(screen.getByText('In Stock')).toBeInTheDocument();
    expect(screen.getByText('12 available')).toBeInTheDocument();
    expect(screen.getByText('SKU: SHEA-RAW-250')).toBeInTheDocument();
    expect(screen.getByText('Free Delivery Available')).toBeInTheDocument();
    expect(screen.getByText('Minimum Order Quantity: 3')).toBeInTheDocument();
    expect(screen.getByText('Unrefined shea butter from northern Ghana.')).toBeInTheDocument();
    expect(screen.getByLabelText('Quantity')).toHaveValue('3');
    expect(screen.getByRole('button', { name: /Add to Cart/ })).toBeEnabled();
    await waitFor(() => expect(document.title).toBe('Raw Shea Butter | Akwaaba Market'));
  });

  it('leaves out weight, free delivery and minimum order when they do not apply', async () => {
    serveProduct([stockItem({ weight: 0, moq: 1, free_delivery: false })]);
    renderPage('/product/1');
    await screen.findByRole('heading', { level: 1, name: 'Raw Shea Butter' });
    expect(screen.queryByText(/Weight:/)).not.toBeInTheDocument();
    expect(screen.queryByText('Free Delivery Available')).not.toBeInTheDocument();
    expect(screen.queryByText(/Minimum Order Quantity/)).not.toBeInTheDocument();
    expect(screen.queryByText(/^-\d+%$/)).not.toBeInTheDocument();
  });

  it('shows a discounted price, the original struck through and the badge, in the chosen currency', async () => {
    document.cookie = 'preferred_currency=USD; path=/';
    serveProduct([stockItem({ selling_price: { amount: '100.00', currency: 'GHS' }, discount_percentage: 15 })]);
    renderPage('/product/1');

    // GHS 85.00 x 0.083 = $7.055 -> $7.06; GHS 100.00 -> $8.30
    expect(await screen.findByText('$7.06')).toBeInTheDocument();
    expect(screen.getByText('$8.30').tagName).toBe('S');
    expect(screen.getByText('-15%')).toBeInTheDocument();
    expect(screen.queryByText(/₵/)).not.toBeInTheDocument();
  });

  it('pages through the images with previous/next, thumbnails and the counter', async () => {
    const user = userEvent.setup();
    serveProduct([stockItem()]);
    renderPage('/product/1');
    await screen.findByRole('heading', { level: 1, name: 'Raw Shea Butter' });

    const gallery = screen.getByRole('region', { name: 'Product images' });
    expect(within(gallery).getByText('1 / 3')).toBeInTheDocument();
    expect(within(gallery).getByRole('img', { name: 'Raw Shea Butter, image 1 of 3' })).toHaveAttribute('src', '/media/products/shea-1.svg');
    expect(screen.getByRole('button', { name: 'Show image 1 of 3' })).toHaveAttribute('aria-current', 'true');

    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(within(gallery).getByText('2 / 3')).toBeInTheDocument();
    expect(within(gallery).getByRole('img', { name: 'Raw Shea Butter, image 2 of 3' })).toHaveAttribute('src', '/media/products/shea-2.svg');
    expect(screen.getByRole('button', { name: 'Show image 2 of 3' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Show image 1 of 3' })).not.toHaveAttribute('aria-current');

    await user.click(screen.getByRole('button', { name: 'Show image 3 of 3' }));
    expect(within(gallery).getByText('3 / 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(within(gallery).getByText('1 / 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(within(gallery).getByText('3 / 3')).toBeInTheDocument();
  });

  it('changes the picture with the arrow keys, Home and End, and says which it shows', async () => {
    const user = userEvent.setup();
    serveProduct([stockItem()]);
    renderPage('/product/1');
    await screen.findByRole('heading', { level: 1, name: 'Raw Shea Butter' });
    const gallery = screen.getByRole('region', { name: 'Product images' });
    const shown = () => within(gallery).getByRole('img', { name: /^Raw Shea Butter, image \d of 3$/ });
    const position = within(gallery).getByText('Image 1 of 3');
    expect(position).toHaveAttribute('aria-live', 'polite');

    await user.click(screen.getByRole('button', { name: 'Next image' }));
    await user.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(screen.getByRole('button', { name: 'Previous image' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(position).toHaveTextContent('Image 2 of 3');
    expect(shown()).toHaveAttribute('src', '/media/products/shea-2.svg');
    await user.keyboard('{End}');
    expect(position).toHaveTextContent('Image 3 of 3');
    await user.keyboard('{ArrowRight}');
    expect(position).toHaveTextContent('Image 1 of 3');
    await user.keyboard('{ArrowLeft}');
    expect(position).toHaveTextContent('Image 3 of 3');
    await user.keyboard('{Home}');
    expect(position).toHaveTextContent('Image 1 of 3');

    // On a thumbnail, the focus follows the picture shown.
    await user.click(screen.getByRole('button', { name: 'Show image 1 of 3' }));
    await user.keyboard('{ArrowRight}');
    const second = screen.getByRole('button', { name: 'Show image 2 of 3' });
    expect(second).toHaveFocus();
    expect(second).toHaveAttribute('aria-current', 'true');
    expect(shown()).toHaveAttribute('src', '/media/products/shea-2.svg');

    // On the picture itself too; Enter still zooms.
    await user.click(screen.getByRole('button', { name: 'Zoom image' }));
    await user.keyboard('{Escape}{ArrowLeft}');
    expect(position).toHaveTextContent('Image 1 of 3');
    expect(screen.getByRole('button', { name: 'Zoom image' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('changes the picture with a sideways swipe on a touch screen; a mostly-vertical move, a tap or a mouse drag do not', async () => {
    serveProduct([stockItem()]);
    renderPage('/product/1');
    await screen.findByRole('heading', { level: 1, name: 'Raw Shea Butter' });
    const gallery = screen.getByRole('region', { name: 'Product images' });
    const picture = screen.getByRole('button', { name: 'Zoom image' });
    const position = within(gallery).getByText('Image 1 of 3');
    /** A finger (or a mouse) pressed at `from` and lifted at `to`; the browser's click follows, as after a tap. */
    const drag = (from: [number, number], to: [number, number], pointerType = 'touch') => {
      fireEvent.pointerDown(picture, { pointerId: 7, pointerType, clientX: from[0], clientY: from[1] });
      fireEvent.pointerUp(picture, { pointerId: 7, pointerType, clientX: to[0], clientY: to[1] });
      fireEvent.click(picture, { detail: 1, clientX: to[0], clientY: to[1] });
    };

    drag([300, 200], [120, 230]);
    expect(position).toHaveTextContent('Image 2 of 3');
    expect(picture).toHaveAttribute('aria-pressed', 'false');
    drag([120, 200], [300, 190]);
    expect(position).toHaveTextContent('Image 1 of 3');
    drag([120, 200], [300, 190]);
    expect(position).toHaveTextContent('Image 3 of 3');

    drag([200, 100], [150, 300]);
    expect(position).toHaveTextContent('Image 3 of 3');
    drag([300, 200], [120, 200], 'mouse');
    expect(position).toHaveTextContent('Image 3 of 3');
    // A tap is a click: it zooms.
    drag([200, 200], [202, 201]);
    expect(position).toHaveTextContent('Image 3 of 3');
    expect(picture).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows one image without paging controls, and the placeholder when there is none', async () => {
    serveProduct([stockItem({ product: { image: '', media: [] } })]);
    renderPage('/product/1');
    await screen.findByRole('heading', { level: 1, name: 'Raw Shea Butter' });
    expect(screen.getByRole('img', { name: 'Raw Shea Butter' })).toHaveAttribute('src', '/placeholder.svg');
    expect(screen.queryByRole('button', { name: 'Next image' })).not.toBeInTheDocument();
    expect(screen.queryByText('1 / 1')).not.toBeInTheDocument();
  });

  it('zooms the image 2.5x on click or Enter, and leaves zoom on a second click or Escape', async () => {
    const user = userEvent.setup();
    serveProduct([stockItem()]);
    renderPage('/product/1');
    await screen.findByRole('heading', { level: 1, name: 'Raw Shea Butter' });

    const zoom = screen.getByRole('button', { name: 'Zoom image' });
    const image = within(zoom).getByRole('img');
    expect(zoom).toHaveAttribute('aria-pressed', 'false');
    await user.click(zoom);
    expect(zoom).toHaveAttribute('aria-pressed', 'true');
    expect(image.style.transform).toBe('scale(2.5)');
    await user.click(zoom);
    expect(zoom).toHaveAttribute('aria-pressed', 'false');
    expect(image.style.transform).toBe('');

    await user.keyboard('{Enter}');
    expect(zoom).toHaveAttribute('aria-pressed', 'true');
    expect(image.style.transformOrigin).toBe('50% 50%');
    await user.keyboard('{Escape}');
    expect(zoom).toHaveAttribute('aria-pressed', 'false');
  });

  it('groups variant buttons by attribute and moves to the sibling stock item that was chosen', async () => {
    const user = userEvent.setup();
    serveProduct([
      stockItem({ id: 1, attributes: { Colour: 'Gold', Size: 'S' }, sku: 'GOLD-S' }),
      stockItem({ id: 2, attributes: { Colour: 'Gold', Size: 'M' }, sku: 'GOLD-M' }),
      stockItem({ id: 3, attributes: { Colour: 'Blue', Size: 'S' }, sku: 'BLUE-S' }),
      stockItem({ id: 4, attributes: { Colour: 'Blue', Size: 'M' }, sku: 'BLUE-M' }),
    ]);
    renderPage('/product/2');

    await screen.findByRole('button', { name: 'Blue' });
    const colour = screen.getByRole('group', { name: 'Colour' });
    const size = screen.getByRole('group', { name: 'Size' });
    expect(within(colour).getByRole('button', { name: 'Gold' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(colour).getByRole('button', { name: 'Blue' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(size).getByRole('button', { name: 'M' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(colour).getByRole('button', { name: 'Blue' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/product/4');
    expect(await screen.findByText('SKU: BLUE-M')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Colour' })).getByRole('button', { name: 'Blue' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(screen.getByRole('group', { name: 'Size' })).getByRole('button', { name: 'M' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(screen.getByRole('group', { name: 'Size' })).getByRole('button', { name: 'S' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/product/3');
  });

  it('marks the variants with no stock as out of stock before they are chosen, and still opens them', async () => {
    const user = userEvent.setup();
    serveProduct([
      stockItem({ id: 1, attributes: { Colour: 'Gold', Size: 'S' }, quantity: 4 }),
      stockItem({ id: 2, attributes: { Colour: 'Gold', Size: 'M' }, quantity: 0 }),
      stockItem({ id: 3, attributes: { Colour: 'Blue', Size: 'S' }, quantity: 0 }),
      stockItem({ id: 4, attributes: { Colour: 'Blue', Size: 'M' }, quantity: 0 }),
    ]);
    renderPage('/product/1');

    const colour = await screen.findByRole('group', { name: 'Colour' });
    await within(colour).findByRole('button', { name: 'Blue, out of stock' });
    const size = screen.getByRole('group', { name: 'Size' });
    expect(within(colour).getByRole('button', { name: 'Gold' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(size).getByRole('button', { name: 'S' })).toBeInTheDocument();
    expect(within(size).getByRole('button', { name: 'M, out of stock' })).toHaveClass('line-through');
    expect(screen.getByRole('button', { name: /Add to Cart/ })).toBeEnabled();

    await user.click(within(size).getByRole('button', { name: 'M, out of stock' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/product/2');
    expect(await screen.findByText('Out of Stock')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Size' })).getByRole('button', { name: 'M, out of stock' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /Add to Cart/ })).toBeDisabled();
  });

  it('shows the pictures of the colour chosen', async () => {
    const user = userEvent.setup();
    const picturesOf = (colour: string) => ({ image: `/media/products/cloth-${colour}-1.svg`, media: [{ image: `/media/products/cloth-${colour}-2.svg` }] });
    serveProduct([
      stockItem({ id: 1, attributes: { Colour: 'Indigo' }, product: picturesOf('indigo') }),
      stockItem({ id: 2, attributes: { Colour: 'Ochre' }, product: picturesOf('ochre') }),
    ]);
    renderPage('/product/1');
    const gallery = await screen.findByRole('region', { name: 'Product images' });
    expect(within(gallery).getByRole('img', { name: 'Raw Shea Butter, image 1 of 2' })).toHaveAttribute('src', '/media/products/cloth-indigo-1.svg');

    await user.click(await screen.findByRole('button', { name: 'Ochre' }));
    const shown = await within(screen.getByRole('region', { name: 'Product images' })).findByRole('img', { name: 'Raw Shea Butter, image 1 of 2' });
    await waitFor(() => expect(shown).toHaveAttribute('src', '/media/products/cloth-ochre-1.svg'));
  });

  it('preselects the only value of a product without alternatives', async () => {
    serveProduct([stockItem({ attributes: { Size: '250 g' } })]);
    renderPage('/product/1');
    const size = await screen.findByRole('group', { name: 'Size' });
    expect(within(size).getByRole('button', { name: '250 g' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('keeps the quantity to digits between 1 and the stock available', async () => {
    const user = userEvent.setup();
    serveProduct([stockItem({ quantity: 10 })]);
    renderPage('/product/1');
    const input = await screen.findByLabelText('Quantity');
    const minus = screen.getByRole('button', { name: 'Decrease quantity' });
    const plus = screen.getByRole('button', { name: 'Increase quantity' });
    expect(input).toHaveValue('1');
    expect(minus).toBeDisabled();

    await user.click(plus);
    await user.click(plus);
    expect(input).toHaveValue('3');
    await user.click(minus);
    expect(input).toHaveValue('2');

    await user.clear(input);
    await user.type(input, 'a4b');
    expect(input).toHaveValue('4');
    await user.clear(input);
    expect(input).toHaveValue('');
    await user.tab();
    expect(input).toHaveValue('1');

    await user.clear(input);
    await user.type(input, '0');
    expect(input).toHaveValue('1');
    await user.clear(input);
    await user.type(input, '99');
    expect(input).toHaveValue('10');
    expect(plus).toBeDisabled();
  });

  it('says so, politely, when a typed or pasted quantity is cut to the stock, until the next change', async () => {
    const user = userEvent.setup();
    serveProduct([stockItem({ quantity: 3 })]);
    renderPage('/product/1');
    const input = await screen.findByLabelText('Quantity');
    expect(input).not.toHaveAccessibleDescription();

    await user.clear(input);
    await user.paste('50');
    expect(input).toHaveValue('3');
    const note = screen.getByText('Only 3 available, so the quantity is 3.');
    expect(note).toHaveAttribute('role', 'status');
    expect(input).toHaveAccessibleDescription('Only 3 available, so the quantity is 3.');

    await user.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    expect(input).toHaveValue('2');
    // The status region stays, empty, so that the next note is announced too.
    expect(note).toBeInTheDocument();
    expect(note).toBeEmptyDOMElement();
    expect(input).not.toHaveAccessibleDescription();

    await user.clear(input);
    await user.type(input, '7');
    expect(note).toHaveTextContent('Only 3 available, so the quantity is 3.');
    await user.clear(input);
    await user.type(input, '2');
    expect(note).toBeEmptyDOMElement();
  });

  it('cannot add an item that is out of stock', async () => {
    serveProduct([stockItem({ quantity: 0 })]);
    renderPage('/product/1');
    expect(await screen.findByText('Out of Stock')).toBeInTheDocument();
    expect(screen.queryByText('In Stock')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Add to Cart/ })).toBeDisabled();
  });

  it('adds the line to the guest cart, raises the quantity on a repeat add, never above the stock', async () => {
    const user = userEvent.setup();
    serveProduct([
      stockItem({ id: 5, quantity: 8, discount_percentage: 10, selling_price: { amount: '30.00', currency: 'GHS' }, attributes: { Size: '250 g' } }),
    ]);
    let changes = 0;
    const onChange = () => changes++;
    window.addEventListener(GUEST_CART_EVENT, onChange);
    renderPage('/product/5');
    const input = await screen.findByLabelText('Quantity');
    await user.clear(input);
    await user.type(input, '3');
    await user.click(screen.getByRole('button', { name: /Add to Cart/ }));

    expect(await screen.findByText('Added to cart')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(GUEST_CART_KEY)!)).toEqual([
      {
        product: {
          id: 5,
          name: 'Raw Shea Butter',
          image: '/media/products/shea-1.svg',
          weight: 0.29,
          price: 27,
          moq: 1,
          available: 8,
          // The variant's options, which the cart shows beside the name.
          attributes: [{ name: 'Size', value: '250 g' }],
        },
        quantity: 3,
      },
    ]);

    await user.click(screen.getByRole('button', { name: /Add to Cart/ }));
    await waitFor(() => expect(JSON.parse(localStorage.getItem(GUEST_CART_KEY)!)[0].quantity).toBe(6));
    // 6 + 3 is more than the 8 in stock: the cart takes 2 and says so.
    await user.click(screen.getByRole('button', { name: /Add to Cart/ }));
    await waitFor(() => expect(JSON.parse(localStorage.getItem(GUEST_CART_KEY)!)[0].quantity).toBe(8));
    expect(await screen.findByText('Only 8 available, so your cart has 8.')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(GUEST_CART_KEY)!)).toHaveLength(1);
    // The header badge and the cart page listen for this.
    expect(changes).toBe(3);
    window.removeEventListener(GUEST_CART_EVENT, onChange);
  });

  it('refuses fewer than the minimum order quantity for the guest cart', async () => {
    const user = userEvent.setup();
    serveProduct([stockItem({ id: 5, quantity: 8, moq: 3 })]);
    renderPage('/product/5');
    const input = await screen.findByLabelText('Quantity');
    await user.clear(input);
    await user.type(input, '2');
    await user.click(screen.getByRole('button', { name: /Add to Cart/ }));
    const refusal = (await screen.findByText('The minimum order quantity for this item is 3.')).closest('[data-sonner-toast]');
    expect(refusal).toHaveTextContent(/^The minimum order quantity for this item is 3\.Choose 3 or more\.$/);
    expect(localStorage.getItem(GUEST_CART_KEY)).toBeNull();
  });

  it("adds to a signed-in customer's server cart, showing 'Adding...' and the server's reason when it is refused", async () => {
    storeSession();
    const user = userEvent.setup();
    const item = stockItem({ id: 5, quantity: 4 });
    let answer!: (response: { status: number; body: unknown }) => void;
    const posts: unknown[] = [];
    serveApi(async (url, init) => {
      if (url.pathname.endsWith('/cart/') && init?.method === 'POST') {
        posts.push(JSON.parse(String(init.body)));
        return new Promise((resolve) => (answer = resolve));
      }
      if (url.pathname.endsWith('/cart/')) return ok(cartOf([]));
      return noReviews(url) ?? (/variants/.test(url.pathname) ? ok([item]) : ok(item));
    });
    renderPage('/product/5');
    const input = await screen.findByLabelText('Quantity');
    await user.clear(input);
    await user.type(input, '3');
    await user.click(screen.getByRole('button', { name: /Add to Cart/ }));
    expect(await screen.findByRole('button', { name: /Adding\.\.\./ })).toBeDisabled();
    // The call leaves once the key and the token are at hand, a moment after the button changes.
    await waitFor(() => expect(posts).toEqual([{ stock: 5, quantity: 3, customer: 42, currency: 'GHS' }]));

    answer({
      status: 409,
      body: { status: false, code: 'NOT_ENOUGH_STOCK', message: 'Only 4 available. Your cart already has 2.', params: { available: 4, in_cart: 2 } },
    });
    // A refusal of the stock is no failure: what stands, and what the shopper can do, with no 'Please try again'.
    const refusal = (await screen.findByText('Only 4 available. Your cart already has 2.')).closest('[data-sonner-toast]');
    expect(refusal).toHaveTextContent(/^Only 4 available\. Your cart already has 2\.You can add 2 more\.$/);
    expect(screen.queryByText(/Please try again/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Add to Cart/ })).toBeEnabled();
    expect(localStorage.getItem(GUEST_CART_KEY)).toBeNull();
  });

  it("keeps the spec's 'Failed to add item to your cart. Please try again.' for an add that failed", async () => {
    storeSession();
    const user = userEvent.setup();
    const item = stockItem({ id: 5, quantity: 4 });
    serveApi(async (url, init) => {
      if (url.pathname.endsWith('/cart/') && init?.method === 'POST')
        return { status: 503, body: { status: false, code: 'UNAVAILABLE', message: 'Server error. Please try again later.' } };
      if (url.pathname.endsWith('/cart/')) return ok(cartOf([]));
      return noReviews(url) ?? (/variants/.test(url.pathname) ? ok([item]) : ok(item));
    });
    renderPage('/product/5');
    await user.click(await screen.findByRole('button', { name: /Add to Cart/ }));
    const failure = (await screen.findByText('Failed to add item to your cart. Please try again.')).closest('[data-sonner-toast]');
    expect(failure).toHaveTextContent('Server error. Please try again later.');
  });

  it('says an item sold out since the page was read is out of stock, and what to do', async () => {
    storeSession();
    const user = userEvent.setup();
    const item = stockItem({ id: 5, quantity: 4 });
    serveApi(async (url, init) => {
      if (url.pathname.endsWith('/cart/') && init?.method === 'POST')
        return { status: 409, body: { status: false, code: 'OUT_OF_STOCK', message: 'This item is out of stock.' } };
      if (url.pathname.endsWith('/cart/')) return ok(cartOf([]));
      return noReviews(url) ?? (/variants/.test(url.pathname) ? ok([item]) : ok(item));
    });
    renderPage('/product/5');
    await user.click(await screen.findByRole('button', { name: /Add to Cart/ }));
    const refusal = (await screen.findByText('This item is out of stock.')).closest('[data-sonner-toast]');
    expect(refusal).toHaveTextContent(/^This item is out of stock\.Choose another item, or check back later\.$/);
  });

  it("offers the wishlist's toggle, which a guest's click presses and keeps in this browser", async () => {
    const user = userEvent.setup();
    serveProduct([stockItem()]);
    renderPage('/product/1');
    const heart = await screen.findByRole('button', { name: 'Add to wishlist' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart);
    expect(await screen.findByRole('button', { name: 'Remove from wishlist' })).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem('guest_wishlist')).toBe('[1]');
  });

  it('shows the 404 page for a product that does not exist or an id that is not a number', async () => {
    const calls = serveProduct([]);
    const { unmount } = renderPage('/product/999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByText('404')).toBeInTheDocument();
    unmount();

    calls.length = 0;
    renderPage('/product/abc');
    expect(screen.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('says the id is missing', () => {
    serveProduct([]);
    renderPage('/product');
    expect(screen.getByRole('heading', { level: 1, name: 'Product ID is missing' })).toBeInTheDocument();
  });

  it('shows the loading state, then an error with Retry and a way back to the shop', async () => {
    const user = userEvent.setup();
    let failing = true;
    serveApi((url) =>
      failing
        ? { status: 500, body: { status: false, message: 'Server error. Please try again later.' } }
        : (noReviews(url) ?? ok(url.pathname.endsWith('/variants/') ? [stockItem()] : stockItem())),
    );
    renderPage('/product/1');
    expect(screen.getByRole('status', { busy: true })).toHaveTextContent('Loading product');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 1, name: 'Error Loading Product' })).toBeInTheDocument();
    expect(within(alert).getByText('Failed to load product details')).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Return to Shop' })).toHaveAttribute('href', '/shop');

    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Raw Shea Butter' })).toBeInTheDocument();
  });
});
