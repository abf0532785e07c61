// How an answer is turned into JSON (ADR 0021): plain JSON.stringify without a schema, the
// contract's zod encode then JSON.stringify (what the routes use), and fast-json-stringify
// compiled from the contract's JSON Schema (Fastify's default with a JSON Schema). Two real
// answers from the demo data, each served by a bare Fastify route and loaded with autocannon,
// so the figure is the serialisation and nothing of the database.
// Run alone: npx tsx tests/bench/route-serializers.ts
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import fastJsonStringify from 'fast-json-stringify';
import { z } from 'zod';
import { buildApp } from '../../src/server/app';
import { openDatabase } from '../../src/server/db/client';
import { seedDemoData } from '../../src/server/db/seed/seed';
import { registerRouteSchemas } from '../../src/server/http/route-schemas';
import { testConfig } from '../../src/server/testing/test-config';
import { advisorSearchResultSchema } from '../../src/shared/contracts/advisors';
import { dashboardDataSchema } from '../../src/shared/contracts/home';
import { ADVISOR_API } from '../../src/shared/routes/advisors-api';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;

interface Answer {
  name: string;
  path: string;
  schema: z.ZodType;
}

const ANSWERS: Answer[] = [
  { name: 'home dashboard', path: ADVISOR_API.home, schema: dashboardDataSchema },
  { name: 'advisor search', path: ADVISOR_API.search, schema: advisorSearchResultSchema },
];

type Mode = 'JSON.stringify, no schema' | 'zod encode (chosen)' | 'fast-json-stringify';
const MODES: Mode[] = ['JSON.stringify, no schema', 'zod encode (chosen)', 'fast-json-stringify'];

async function serve(mode: Mode, schema: z.ZodType, payload: unknown) {
  const app = Fastify({ logger: false });
  let response: Record<number, unknown> | undefined;
  if (mode === 'zod encode (chosen)') {
    registerRouteSchemas(app, { strictResponses: false });
    response = { 200: schema };
  } else if (mode === 'fast-json-stringify') {
    response = { 200: z.toJSONSchema(schema, { io: 'output', target: 'draft-7' }) };
  }
  app.get('/', response ? { schema: { response } } : {}, async () => payload);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return { app, url: `http://127.0.0.1:${address.port}/` };
}

const LOOP = 20_000;

/** The serialisation alone, in a loop in this process: steadier than HTTP on a busy machine. */
function loopRate(mode: Mode, schema: z.ZodType, payload: unknown): number {
  const jsonSchema = z.toJSONSchema(schema, { io: 'output', target: 'draft-7' });
  const serialize: (data: unknown) => string =
    mode === 'JSON.stringify, no schema'
      ? (data) => JSON.stringify(data)
      : mode === 'zod encode (chosen)'
        ? (data) => JSON.stringify(z.encode(schema, data))
        : fastJsonStringify(jsonSchema as Parameters<typeof fastJsonStringify>[0]);
  for (let i = 0; i < LOOP / 10; i++) serialize(payload);
  const started = performance.now();
  for (let i = 0; i < LOOP; i++) serialize(payload);
  return LOOP / ((performance.now() - started) / 1000);
}

export async function runRouteSerializersBench(): Promise<void> {
  const database = await openDatabase({ kind: 'pglite-memory' });
  await database.migrate();
  await seedDemoData(database.db);
  const real = await buildApp({ config: testConfig(), database, logger: false });
  await real.ready();
  console.log(`Answer serialisation: autocannon, ${CONNECTIONS} connections, ${SECONDS} s a run`);
  for (const answer of ANSWERS) {
    const payload: unknown = (await real.inject({ method: 'GET', url: answer.path })).json();
    const bytes = JSON.stringify(payload).length;
    console.log(`  ${answer.name} (${answer.path}, ${bytes} bytes)`);
    for (const mode of MODES) {
      const { app, url } = await serve(mode, answer.schema, payload);
      const check = await fetch(url);
      if ((await check.text()).length !== bytes) throw new Error(`${mode} changed the answer`);
      await autocannon({ url, connections: CONNECTIONS, duration: 1 });
      const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS });
      const alone = Math.round(loopRate(mode, answer.schema, payload));
      console.log(
        `    ${mode.padEnd(26)} ${Math.round(result.requests.average).toString().padStart(6)} req/s` +
          `  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms` +
          `  | alone ${alone.toString().padStart(7)} answers/s`,
      );
      await app.close();
    }
  }
  await real.close();
  await database.close();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  runRouteSerializersBench().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
