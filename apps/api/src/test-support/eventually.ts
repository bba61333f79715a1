/** Asks until `seen` holds, for at most `deadlineMs` (a notification on its way, say); answers how long it took. */
export async function seenWithin(deadlineMs: number, seen: () => Promise<boolean>): Promise<number> {
  const started = performance.now();
  while (!(await seen())) {
    if (performance.now() - started > deadlineMs) throw new Error(`not seen within ${deadlineMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return performance.now() - started;
}
