import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

// Statements of a fixed shape that every catalogue answer runs (a page's pictures and options, an item by id), built
// once and prepared by name (docs/decisions/0058-prepared-catalogue-statements.md). On PostgreSQL each connection
// parses and plans such a statement the first time only; drizzle builds its SQL text once, not on every call.

/** `column = any($name)`: one placeholder holding a list of ids, so the statement is one text for any number of them. */
export const oneOfIds = (column: AnyColumn, name: string): SQL => sql`${column} = any(${sql.placeholder(name)}::int[])`;

/**
 * A value made on first use and kept: a prepared statement is built when a repository first runs it, so a repository
 * built and never used (or built on a transaction for one call) costs nothing more than before.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}
