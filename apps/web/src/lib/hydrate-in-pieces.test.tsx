import { act } from '@testing-library/react';
import { useEffect, useId, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { hydrateInPieces, HydrationPiece, onceAllTakenOver } from './hydrate-in-pieces';

function Counter({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {name} {count}
    </button>
  );
}

function Page() {
  return (
    <div>
      <HydrationPiece>
        <header>
          <Counter name="header" />
        </header>
      </HydrationPiece>
      <ul>
        {['a', 'b', 'c'].map((name) => (
          <li key={name}>
            <HydrationPiece>
              <Counter name={name} />
            </HydrationPiece>
          </li>
        ))}
      </ul>
      <Counter name="outside" />
    </div>
  );
}

/** What rendered and whose effects ran, in order. */
const steps: string[] = [];
function Step({ name }: { name: string }) {
  steps.push(`render ${name}`);
  useEffect(() => void steps.push(`effect ${name}`), [name]);
  return <p>{name}</p>;
}

function StepsPage() {
  return (
    <div>
      {['a', 'b', 'c'].map((name) => (
        <HydrationPiece key={name}>
          <section>
            <Step name={name} />
          </section>
        </HydrationPiece>
      ))}
    </div>
  );
}

// The server's HTML, rendered before any test makes this module hydrate in pieces.
const serverHtml = renderToString(<Page />);
const stepsServerHtml = renderToString(<StepsPage />);

/** Who rendered, in order, and the id useId gave them. */
let rendered: string[] = [];
function Probe({ name }: { name: string }) {
  const id = useId();
  rendered.push(`${name} ${id}`);
  return <span id={id}>{name}</span>;
}

/** Pieces inside pieces, as the header's links, search and cart are inside the header's piece. */
function NestedPage() {
  return (
    <div>
      <HydrationPiece>
        <header>
          <Probe name="header" />
          <HydrationPiece>
            <nav>
              <Probe name="links" />
            </nav>
          </HydrationPiece>
          <HydrationPiece>
            <Probe name="search" />
          </HydrationPiece>
        </header>
      </HydrationPiece>
      <HydrationPiece>
        <main>
          <Probe name="page" />
        </main>
      </HydrationPiece>
    </div>
  );
}
const nestedServerHtml = renderToString(<NestedPage />);
const nestedOnServer = rendered;

// Real tasks, outside act(): act's own scheduling of renders would hold the resumed pieces back until it ends.
const tasks = (n: number) => new Promise<void>((resolve) => setTimeout(resolve, n * 10));

describe('HydrationPiece', () => {
  it('renders its content on the server as if it were not there', () => {
    expect(renderToString(<Page />)).toBe(
      '<div><header><button type="button">header 0</button></header><ul><li><button type="button">a 0</button></li><li><button type="button">b 0</button></li><li><button type="button">c 0</button></li></ul><button type="button">outside 0</button></div>',
    );
  });

  it("takes over the server's HTML piece by piece, in later tasks, keeping every element", async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
    const before = [...container.querySelectorAll('*')];
    const button = (name: string) => [...container.querySelectorAll('button')].find((b) => b.textContent!.startsWith(name))!;

    hydrateInPieces();
    await act(() => hydrateRoot(container, <Page />));
    // What is outside every piece is taken over at once; the pieces wait for their turn.
    button('outside').click();
    await act(async () => {});
    expect(button('outside').textContent).toBe('outside 1');
    button('b').click();
    await act(async () => {});
    expect(button('b').textContent).toBe('b 0');

    await tasks(6);
    for (const name of ['header', 'a', 'b', 'c']) {
      button(name).click();
      await act(async () => {});
      expect(button(name).textContent).toBe(`${name} 1`);
    }
    // The server's elements, every one of them, are the ones on the page.
    expect([...container.querySelectorAll('*')]).toEqual(before);
    container.remove();
  });

  it('takes each piece over in one turn, its effects in the task after: four pieces, all answering after eight tasks', async () => {
    const container = document.createElement('div');
    container.innerHTML = serverHtml;
    document.body.append(container);
    const button = (name: string) => [...container.querySelectorAll('button')].find((b) => b.textContent!.startsWith(name))!;
    /** Whether a piece answers a click (its count goes up). */
    const answers = async (name: string) => {
      const before = button(name).textContent;
      button(name).click();
      await act(async () => {});
      return button(name).textContent !== before;
    };
    hydrateInPieces();
    await act(() => hydrateRoot(container, <Page />));
    // Eight tasks, each a timer queued behind the pieces' own turn: a piece, then its effects, four times.
    for (let task = 0; task < 8; task++) await new Promise((resolve) => setTimeout(resolve, 0));
    const answering = [];
    for (const name of ['header', 'a', 'b', 'c']) if (await answers(name)) answering.push(name);
    expect(answering).toEqual(['header', 'a', 'b', 'c']);
    container.remove();
  });

  it("runs each piece's effects before the next piece is taken over, not all of them after the last", async () => {
    const container = document.createElement('div');
    container.innerHTML = stepsServerHtml;
    document.body.append(container);
    steps.length = 0;
    hydrateInPieces();
    await act(() => hydrateRoot(container, <StepsPage />));
    await new Promise<void>((resolve) => onceAllTakenOver(resolve));
    expect(steps).toEqual(['render a', 'effect a', 'render b', 'effect b', 'render c', 'effect c']);
    container.remove();
  });

  it("takes pieces inside a piece over before the pieces after it: the server's order, and so useId's ids", async () => {
    const container = document.createElement('div');
    container.innerHTML = nestedServerHtml;
    document.body.append(container);
    rendered = [];
    hydrateInPieces();
    await act(() => hydrateRoot(container, <NestedPage />));
    await tasks(8);
    expect(rendered).toEqual(nestedOnServer);
    expect(nestedOnServer.map((entry) => entry.split(' ')[0])).toEqual(['header', 'links', 'search', 'page']);
    container.remove();
  });

  it('does not wait when the page is drawn in the browser rather than hydrated', async () => {
    const container = document.createElement('div');
    const root = createRoot(container);
    await act(() => root.render(<Page />));
    expect(container.querySelectorAll('button')).toHaveLength(5);
    root.unmount();
  });

  it('runs the work that waits for the whole page once the last piece is taken over, unless cancelled first', async () => {
    const container = document.createElement('div');
    container.innerHTML = serverHtml;
    document.body.append(container);
    hydrateInPieces();
    await act(() => hydrateRoot(container, <Page />));
    const done: string[] = [];
    onceAllTakenOver(() => done.push('kept'));
    const cancel = onceAllTakenOver(() => done.push('cancelled'));
    cancel();
    await act(async () => {});
    expect(done).toEqual([]);

    await tasks(6);
    expect(done).toEqual(['kept']);
    container.remove();
  });
});
