import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../../shared/errors';
import { registerErrorHandling } from './error-handler';
import {
  checkedInHandler,
  droppedFields,
  registerRouteSchemas,
  withSchemas,
} from './route-schemas';
import { parseInput } from '../validation/parse-input';

const answerSchema = z.object({ id: z.string(), tags: z.array(z.object({ name: z.string() })) });
const bodySchema = z.object({
  name: z.string().min(2, 'Give a name.'),
  nested: z.object({ count: z.number({ error: 'A number, please.' }) }),
});

async function appWith(strictResponses: boolean, answer: unknown) {
  const app = Fastify({ logger: false });
  registerErrorHandling(app);
  registerRouteSchemas(app, { strictResponses });
  const routes = withSchemas(app);
  routes.get(
    '/answer',
    { schema: { response: { 200: answerSchema } } },
    async () => answer as never,
  );
  routes.post('/schema', { schema: { body: bodySchema } }, async (request) => request.body);
  app.post('/handler', async (request) => parseInput(bodySchema, request.body));
  routes.post('/later/:id', { schema: { body: checkedInHandler(bodySchema) } }, async (request) => {
    if ((request.params as { id: string }).id !== 'known') throw new AppError('notFound');
    return parseInput(bodySchema, request.body);
  });
  await app.ready();
  return app;
}

describe('route schemas', () => {
  it('answers a bad body with the same 400 as parseInput, field by field', async () => {
    const app = await appWith(true, {});
    const payload = { name: 'x', nested: { count: 'many' } };
    const bySchema = await app.inject({ method: 'POST', url: '/schema', payload });
    const byHandler = await app.inject({ method: 'POST', url: '/handler', payload });
    expect(bySchema.statusCode).toBe(400);
    const strip = (body: Record<string, unknown>) => ({ ...body, requestId: undefined });
    expect(strip(bySchema.json())).toEqual(strip(byHandler.json()));
    expect(bySchema.json()).toMatchObject({
      code: 'validation',
      fieldErrors: { name: ['Give a name.'], 'nested.count': ['A number, please.'] },
    });
    await app.close();
  });

  it('leaves a body checked in the handler to the handler, after what comes first', async () => {
    const app = await appWith(true, {});
    const bad = { name: 'x' };
    expect(
      (await app.inject({ method: 'POST', url: '/later/other', payload: bad })).statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ method: 'POST', url: '/later/known', payload: bad })).statusCode,
    ).toBe(400);
    await app.close();
  });

  it('outside production refuses an answer with a field its contract does not name', async () => {
    const app = await appWith(true, { id: 'a', tags: [{ name: 't', secret: 1 }] });
    const answer = await app.inject({ url: '/answer' });
    expect(answer.statusCode).toBe(500);
    await app.close();
  });

  it('in production sends an answer that breaks its contract whole, never losing a field', async () => {
    const broken = { id: 1, tags: [{ name: 't' }], extra: true };
    const app = await appWith(false, broken);
    const answer = await app.inject({ url: '/answer' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual(broken);
    await app.close();
  });

  it('names the fields an encoded answer lost', () => {
    expect(
      droppedFields(
        { a: 1, b: { c: 2, d: [{ e: 3, f: 4 }] } },
        { a: 1, b: { c: 2, d: [{ e: 3 }] } },
      ),
    ).toEqual(['b.d[0].f']);
    expect(droppedFields({ a: undefined }, {})).toEqual([]);
  });
});
