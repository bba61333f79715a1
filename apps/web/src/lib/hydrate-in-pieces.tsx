import { options } from 'preact';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { useHydrated } from './hydration';

// Taking the server's HTML over (hydrating) is the longest piece of work the browser does on a first visit: done at
// once it blocks the main thread for well over 50 ms on a cheap phone (decision 35). A `HydrationPiece` splits it: while
// hydrating, its content suspends until its turn comes, one piece per task, in the order they were met; Preact keeps
// the server's HTML of a suspended part on screen, untouched, and takes it over when it resumes. The shopper sees
// nothing change; a piece not taken over yet still has its links (plain <a href>).

interface Turn {
  open: boolean;
  promise: Promise<void>;
}

const OPEN: Turn = { open: true, promise: Promise.resolve() };
const waiting: (() => void)[] = [];
let scheduled = false;
/** Who waits for every piece waiting now to be taken over. */
const onceAllTaken: (() => void)[] = [];
/** Pieces wait only in the browser that hydrates in pieces (never on the server, whose render awaits what suspends). */
let inPieces = false;

/** Called before `hydrateRoot`: from then on, the pieces of a hydrating render wait for their turn. */
export function hydrateInPieces() {
  inPieces = true;
  options.requestAnimationFrame = holdEffects;
}

// The effects (useEffect) of what was rendered run together after the next frame: Preact asks
// `options.requestAnimationFrame` to schedule their flush once some are waiting. The pieces come faster than frames, so
// the effects of the whole page ran in one task after them, 40-60 ms on a phone's CPU for the checkout. While pieces are
// taken over, the flush is held here instead and run in a task of its own after each piece (openNext): each piece's
// effects apart.

/** Preact's flush of the effects waiting, while some wait and the pieces hold it. */
let heldEffects: (() => void) | undefined;

function holdEffects(flush: () => void) {
  heldEffects = flush;
  // Outside a takeover (no piece waits for its turn), the flush runs after the next frame, as Preact's own would (or
  // soon, in a hidden tab, which draws no frame).
  if (!scheduled) {
    requestAnimationFrame(() => setTimeout(runHeldEffects));
    setTimeout(runHeldEffects, 35);
  }
}

/** Runs the effects waiting, if any: true when it did. */
function runHeldEffects(): boolean {
  const flush = heldEffects;
  heldEffects = undefined;
  flush?.();
  return flush !== undefined;
}

/**
 * The next task, after what the browser has waiting (input, paint): scheduler.yield where the browser has it (the
 * continuation keeps its place ahead of other tasks), otherwise a timer.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Where in the queue the pieces found inside the piece being taken over go: ahead of those already waiting, in the
 * order they are found, so that pieces are taken over in the page's order (depth first), the order the server rendered
 * them in. Undefined while the first render finds the outermost ones, which queue in turn. The order matters beyond
 * looks: `useId` numbers its ids in the order components first render, and a piece taken over out of the server's
 * order would get other ids than the HTML has (a tab list then looked for its tabs by ids the page did not have).
 */
let nestedAt: number | undefined;

/**
 * Takes the next waiting piece over in a task of its own. Whether any is left is asked in the next task, not right after
 * a turn opens: the piece is rendered in that task's microtasks, and the pieces found inside it join the queue only
 * then (asked at once, the last piece's inner pieces looked like none, and the page counted as taken over too early).
 */
function openNext() {
  scheduled = true;
  void nextTask().then(() => {
    // The effects of the piece before, in this task; the next piece in the next.
    if (runHeldEffects()) return openNext();
    const open = waiting.shift();
    if (!open) {
      scheduled = false;
      // Preact schedules the effects of later renders after the next frame again.
      if (options.requestAnimationFrame === holdEffects) options.requestAnimationFrame = undefined;
      for (const done of onceAllTaken.splice(0)) done();
      return;
    }
    nestedAt = 0;
    open();
    openNext();
  });
}

/** Resolves once no piece waits for its turn any more (at once when none does). */
export function allPiecesTaken(): Promise<void> {
  return scheduled || waiting.length ? new Promise((resolve) => onceAllTaken.push(resolve)) : Promise.resolve();
}

function nextTurn(): Turn {
  const turn: Turn = { open: false, promise: Promise.resolve() };
  turn.promise = new Promise<void>((resolve) => {
    const open = () => {
      turn.open = true;
      resolve();
    };
    if (nestedAt === undefined) waiting.push(open);
    else waiting.splice(nestedAt++, 0, open);
  });
  if (!scheduled) openNext();
  return turn;
}

/**
 * Each waiting piece's turn, by the piece's content (the element its parent rendered). Preact resumes a part that
 * suspended while hydrating as a new component, whose state starts afresh: without this, the resumed piece would ask
 * for a second turn and wait a whole round more. Its parent does not render again meanwhile, so the content is the
 * same object.
 */
const turnsOf = new WeakMap<object, Turn>();

function turnOf(content: ReactNode): Turn {
  const key = typeof content === 'object' && content !== null ? content : undefined;
  const known = key && turnsOf.get(key);
  if (known) return known;
  const turn = nextTurn();
  if (key) turnsOf.set(key, turn);
  return turn;
}

function WaitForTurn({ children }: { children: ReactNode }) {
  // Not hydrating (the server, a page the browser draws itself, a later render): no waiting.
  const hydrated = useHydrated();
  const [turn] = useState(() => (hydrated || !inPieces ? OPEN : turnOf(children)));
  if (!turn.open) throw turn.promise;
  return children;
}

/**
 * A part of a server-rendered page taken over in a task of its own. Its content must render exactly one element, on the
 * server as in the browser (Preact keeps the first element of a suspended part, no more).
 */
export function HydrationPiece({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <WaitForTurn>{children}</WaitForTurn>
    </Suspense>
  );
}

/**
 * False on the server and, in the browser, until every piece of the page being taken over is taken over; true in any
 * other render. A form rendered on the server keeps its fields disabled until then: a field taken over later would
 * reset what was typed into it before (decision 44).
 */
export function useAllTakenOver(): boolean {
  const hydrated = useHydrated();
  const [taken, setTaken] = useState(hydrated);
  useEffect(() => (taken ? undefined : onceAllTakenOver(() => setTaken(true))), [taken]);
  return taken;
}

/**
 * Does `work` once no piece waits to be taken over (in a moment when none does), unless the function it answers is
 * called first: an effect's cleanup. An effect that changes what a server-rendered page shows waits so: a piece taken
 * over after the change would no longer match the server's HTML (decision 44).
 */
export function onceAllTakenOver(work: () => void): () => void {
  let live = true;
  void allPiecesTaken().then(() => live && work());
  return () => {
    live = false;
  };
}
