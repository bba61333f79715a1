import { sql } from 'drizzle-orm';
import { timestamp } from 'drizzle-orm/pg-core';

/** A timestamp with time zone: every moment the shop records. */
export const tz = (name: string) => timestamp(name, { withTimezone: true });

/** A CHECK that a column holds one of a list: the contract's literals (statuses, methods), never input. */
export const oneOf = (column: string, values: readonly string[]) => sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(', ')})`);
