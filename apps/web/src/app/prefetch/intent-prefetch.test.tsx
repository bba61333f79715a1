import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Switch } from '@/lib/router';
import { afterEach, describe, expect, it } from 'vitest';
import { ProductCard } from '@/features/catalog';
import { ok, stockItem } from '@/features/catalog/components/test-fixtures';
import { renderWithProviders, serveApi } from '@/test/render';
import { Component as ProductPage } from '../routes/product';
import { HOVER_DELAY_MS, installIntentPrefetch } from './intent-prefetch';
import { useIntentPrefetch } from './use-intent-prefetch';

const kente = stockItem(7, 'Kente Stole');

/** Answers the product's calls; returns every URL asked for. */
const serveProduct = () => serveApi((url) => (url.pathname.endsWith('/variants/') ? ok([kente]) : url.pathname.endsWith('/stock/7/') ? ok(kente) : ok([])));

const stockPaths = (calls: URL[]) => calls.map((u) => u.pathname).filter((p) => p.includes('/stock/'));

/** A product card, and links the prefetch must leave alone, with the listeners installed. */
function renderLinks() {
  const rendered = renderWithProviders(
    <>
      <ProductCard item={kente} />
      <a href="https://elsewhere.example/product/8">Another shop</a>
      <a href="/product/9" download>
        Download the sheet
      </a>
      <a href="/product/10" target="_blank">
        Open in a new tab
      </a>
      <a href="/#top">This page</a>
    </>,
  );
  uninstall = installIntentPrefetch(rendered.queryClient);
  return rendered;
}

let uninstall: (() => void) | undefined;
afterEach(() => {
  uninstall?.();
  uninstall = undefined;
  Reflect.deleteProperty(navigator, 'connection');
});

const productLink = () => screen.getByRole('link', { name: /Kente Stole/ });

describe('prefetch on intent', () => {
  it('a mouse resting on a product link asks for the stock item and its variants before any click', async () => {
    const calls = serveProduct();
    renderLinks();
    await userEvent.hover(productLink());
    await waitFor(() => expect(stockPaths(calls).sort()).toEqual(['/customer/api/v1/stock/7/', '/customer/api/v1/stock/7/variants/']));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('a click then shows the product from what was fetched, without asking again', async () => {
    const calls = serveProduct();
    const { queryClient } = renderWithProviders(
      <Switch>
        <Route path="/">
          <ProductCard item={kente} />
        </Route>
        <Route path="/product/:productId" component={ProductPage} />
      </Switch>,
    );
    // The app's stale time (5 minutes): what a prefetch brought is fresh when the page asks for it.
    queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, staleTime: 5 * 60_000 } });
    uninstall = installIntentPrefetch(queryClient);

    await userEvent.hover(productLink());
    await waitFor(() => expect(stockPaths(calls)).toHaveLength(2));
    await userEvent.click(productLink());
    expect(await screen.findByRole('heading', { level: 1, name: 'Kente Stole' })).toBeInTheDocument();
    expect(stockPaths(calls)).toHaveLength(2);
  });

  it('keyboard focus on a product link asks for it at once', async () => {
    const calls = serveProduct();
    renderLinks();
    await userEvent.tab();
    expect(productLink()).toHaveFocus();
    await waitFor(() => expect(stockPaths(calls)).toContain('/customer/api/v1/stock/7/'));
  });

  it('a mouse only passing over the link asks for nothing; one that stays does', async () => {
    const calls = serveProduct();
    renderLinks();
    // In and out at once, as a mouse on its way elsewhere.
    fireEvent.pointerOver(productLink(), { pointerType: 'mouse' });
    fireEvent.pointerOut(productLink(), { pointerType: 'mouse', relatedTarget: document.body });
    await new Promise((resolve) => setTimeout(resolve, HOVER_DELAY_MS * 3));
    expect(stockPaths(calls)).toEqual([]);

    fireEvent.pointerOver(productLink(), { pointerType: 'mouse' });
    await waitFor(() => expect(stockPaths(calls)).toContain('/customer/api/v1/stock/7/'));
  });

  it('leaves alone links to other sites, downloads, new tabs, the page itself and a hover with Ctrl held', async () => {
    const calls = serveApi(() => ok([]));
    renderLinks();
    for (const name of ['Another shop', 'Download the sheet', 'Open in a new tab', 'This page']) {
      await userEvent.hover(screen.getByRole('link', { name }));
      await new Promise((resolve) => setTimeout(resolve, HOVER_DELAY_MS * 3));
    }
    const user = userEvent.setup();
    await user.keyboard('{Control>}');
    await user.hover(productLink());
    await new Promise((resolve) => setTimeout(resolve, HOVER_DELAY_MS * 3));
    expect(calls).toEqual([]);
  });

  it('fetches nothing ahead when the shopper asked the browser to save data', async () => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    const calls = serveProduct();
    renderLinks();
    await userEvent.hover(productLink());
    await userEvent.tab();
    expect(productLink()).toHaveFocus();
    await new Promise((resolve) => setTimeout(resolve, HOVER_DELAY_MS * 3));
    expect(calls).toEqual([]);
  });

  it("loads its own code with the first intent and acts on that intent too (the app's hook)", async () => {
    const calls = serveProduct();
    function PageWithPrefetch() {
      useIntentPrefetch();
      return <ProductCard item={kente} />;
    }
    renderWithProviders(<PageWithPrefetch />);
    await userEvent.tab();
    expect(productLink()).toHaveFocus();
    await waitFor(() => expect(stockPaths(calls)).toContain('/customer/api/v1/stock/7/'));
  });
});
