import { timestamp } from 'drizzle-orm/pg-core';

/** A timestamp with time zone: every moment the shop records. */
export const tz = (name: string) => timestamp(name, { withTimezone: true });
