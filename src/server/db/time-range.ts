// A PostgreSQL time range as the claims on an advisor's time store it: '[)' so meetings that
// touch (one ends as the next starts) do not overlap.
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';

export function timeRange(start: Date, end: Date): SQL {
  return sql`tstzrange(${start.toISOString()}::timestamptz, ${end.toISOString()}::timestamptz, '[)')`;
}
