// Shared by the console table tests: one page of rows as the server answers it, and the queries
// a table sent, read with the shared query contract the server parses them with.
import type { z } from 'zod';
import { CONSOLE_PAGE_SIZES } from '../../../shared/constants';
import type { ConsolePage } from '../../../shared/contracts/console';
import type { FakeAnswer, FakeServer } from '../../testing/fake-server';

export function consolePageOf<Row>(
  items: Row[],
  { total = items.length, page = 1, size = CONSOLE_PAGE_SIZES[0] }: Partial<ConsolePage<Row>> = {},
): FakeAnswer {
  return { body: { items, total, page, size } satisfies ConsolePage<Row> };
}

/** Each query sent to `route`, parsed as the server parses it (a bad one fails the test). */
export function queriesSent<Schema extends z.ZodType>(
  server: FakeServer,
  route: string,
  contract: Schema,
): z.output<Schema>[] {
  return server
    .callsTo(route)
    .map((call) => contract.parse(Object.fromEntries(call.query)) as z.output<Schema>);
}

/** The last query sent to `route`, parsed with its contract. */
export function lastQuery<Schema extends z.ZodType>(
  server: FakeServer,
  route: string,
  contract: Schema,
): z.output<Schema> | undefined {
  return queriesSent(server, route, contract).at(-1);
}
