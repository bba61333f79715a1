import { act } from '@testing-library/react';
import { useState, type Ref } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'preact-render-to-string';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberServerControls, useEarlyChange } from './use-early-change';

function CurrencyMenu({ onPick, initial = 'GHS' }: { onPick?: (code: string) => void; initial?: string }) {
  const [currency, setCurrency] = useState(initial);
  const early = useEarlyChange<HTMLSelectElement>();
  return (
    <div>
      <select
        ref={early}
        aria-label="Currency"
        value={currency}
        onChange={(event) => {
          onPick?.(event.target.value);
          setCurrency(event.target.value);
        }}
      >
        {['GHS', 'USD', 'EUR'].map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </select>
      <p>prices in {currency}</p>
    </div>
  );
}

function InStockBox() {
  const [inStock, setInStock] = useState(false);
  const early = useEarlyChange<HTMLInputElement>();
  return (
    <label>
      <input ref={early} type="checkbox" checked={inStock} onChange={(event) => setInStock(event.target.checked)} />
      {inStock ? 'in stock only' : 'everything'}
    </label>
  );
}

/** A field a form library owns: its ref puts the library's default in once, its handler keeps what is typed. */
const filledIn = new WeakSet<HTMLInputElement>();
function MessageField({ onTyped }: { onTyped: (text: string) => void }) {
  const library: Ref<HTMLInputElement> = (node) => {
    if (node && !filledIn.has(node)) {
      filledIn.add(node);
      node.value = '';
    }
  };
  const early = useEarlyChange<HTMLInputElement>(library);
  return <input ref={early} aria-label="Message" onChange={(event) => onTyped(event.target.value)} />;
}

const containers: HTMLElement[] = [];
afterEach(() => {
  for (const container of containers.splice(0)) container.remove();
});

/** The server's HTML of `page` in the document, changed by `shopper` before `page` takes it over. */
async function takeOverAfter(page: React.ReactElement, shopper: (container: HTMLElement) => void) {
  const container = document.createElement('div');
  containers.push(container);
  document.body.append(container);
  container.innerHTML = renderToString(page);
  shopper(container);
  rememberServerControls(container);
  await act(async () => {
    hydrateRoot(container, page);
  });
  return container;
}

const select = (container: HTMLElement) => container.querySelector('select')!;

describe('useEarlyChange', () => {
  it("takes in a menu's choice made before the code took the menu over", async () => {
    const onPick = vi.fn();
    const container = await takeOverAfter(<CurrencyMenu onPick={onPick} />, (html) => {
      select(html).value = 'EUR';
    });
    expect(onPick).toHaveBeenCalledWith('EUR');
    expect(container.textContent).toContain('prices in EUR');
    expect(select(container).value).toBe('EUR');
  });

  it('takes in a box ticked before the code took it over', async () => {
    const container = await takeOverAfter(<InStockBox />, (html) => {
      html.querySelector('input')!.checked = true;
    });
    expect(container.textContent).toContain('in stock only');
    expect(container.querySelector('input')!.checked).toBe(true);
  });

  it("keeps text typed before a form library's field took it over, and tells the library", async () => {
    const onTyped = vi.fn();
    const container = await takeOverAfter(<MessageField onTyped={onTyped} />, (html) => {
      html.querySelector('input')!.value = 'Where is my order?';
    });
    expect(container.querySelector('input')!.value).toBe('Where is my order?');
    expect(onTyped).toHaveBeenCalledWith('Where is my order?');
  });

  it('does nothing to a control the shopper left as the server rendered it', async () => {
    const onPick = vi.fn();
    const container = await takeOverAfter(<CurrencyMenu onPick={onPick} />, () => {});
    expect(onPick).not.toHaveBeenCalled();
    expect(container.textContent).toContain('prices in GHS');
  });

  it('does nothing to a control the browser draws itself', async () => {
    const onPick = vi.fn();
    const container = document.createElement('div');
    containers.push(container);
    document.body.append(container);
    await act(async () => {
      createRoot(container).render(<CurrencyMenu onPick={onPick} initial="EUR" />);
    });
    expect(onPick).not.toHaveBeenCalled();
    expect(select(container).value).toBe('EUR');
  });
});
