import { timestamp } from 'drizzle-orm/pg-core';

/** Every instant in the schema: timestamptz, read as a Date. */
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
