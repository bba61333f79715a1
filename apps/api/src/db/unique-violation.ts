import { Taken } from '../lib/errors.js';
/** The name of the unique index a statement violated (either driver, bare or wrapped by drizzle), or undefined. */
export function uniqueViolation(err: unknown): string | undefined {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return undefined;
}

/** Rethrows a unique violation as Taken (for a service to answer), anything else as it is: `.catch(rethrowTaken)`. */
export function rethrowTaken(err: unknown): never {
  const constraint = uniqueViolation(err);
  throw constraint === undefined ? err : new Taken(constraint);
}
