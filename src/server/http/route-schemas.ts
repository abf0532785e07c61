// Routes declare their request and response bodies with the shared zod contracts (ADR 0021).
// A request that fails its schema becomes the product's 400 with field messages in
// error-handler.ts, exactly as parseInput makes it. A response is encoded by its contract, so
// nothing the contract does not name leaves the server.
import type { FastifyInstance, FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

export interface RouteSchemaOptions {
  /**
   * Outside production an answer that breaks its contract, or holds a field the contract does
   * not name, fails the request, so the route's tests find it. Production sends a broken answer
   * whole and logs it, and leaves out fields no contract names (the client reads only those).
   */
  strictResponses: boolean;
  /** Measurement only: answers as plain JSON, to price the contracts' encoding. */
  plainJson?: boolean;
}

/** The answer of a route that sends no body (204): the description shows no content. */
export const NO_CONTENT = z.undefined();

/** The answer of a route that sends a file's bytes, as the description shows it. */
export function fileAnswer(description: string, contentType = 'application/octet-stream') {
  return {
    description,
    content: { [contentType]: { schema: z.string().meta({ format: 'binary' }) } },
  };
}

const checkedByHandler = new WeakSet<z.ZodType>();

/**
 * A body the handler still checks itself with parseInput, because something comes first there:
 * a record id from the path answers 404 before a bad body answers 400. The description shows
 * the schema; the route does not check it twice, and the handler sees the body as unknown.
 */
export function checkedInHandler(schema: z.ZodType): z.ZodUnknown {
  // A copy, so the same schema still checks wherever a route hands it to the type provider.
  const documented = schema.clone();
  checkedByHandler.add(documented);
  // The description reads its real shape; only its static type is widened.
  return documented as unknown as z.ZodUnknown;
}

const requestValidator: FastifySchemaCompiler<z.ZodType> = (route) =>
  checkedByHandler.has(route.schema) ? (data) => ({ value: data }) : validatorCompiler(route);

/** The app seen through the zod type provider: handlers get their inputs typed by the schemas. */
export function withSchemas(app: FastifyInstance) {
  return app.withTypeProvider<ZodTypeProvider>();
}

/** Paths of `sent` that `kept` no longer holds (fields the contract does not name). */
export function droppedFields(sent: unknown, kept: unknown, path = ''): string[] {
  if (Array.isArray(sent) && Array.isArray(kept)) {
    return sent.flatMap((item, index) => droppedFields(item, kept[index], `${path}[${index}]`));
  }
  if (!isPlainRecord(sent) || !isPlainRecord(kept)) return [];
  return Object.keys(sent).flatMap((key) => {
    const child = path ? `${path}.${key}` : key;
    if (sent[key] === undefined) return [];
    if (!(key in kept)) return [child];
    return droppedFields(sent[key], kept[key], child);
  });
}

function isPlainRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !(value instanceof Date);
}

export class ResponseContractError extends Error {
  constructor(method: string, url: string, problem: string) {
    super(`The answer of ${method} ${url} breaks its contract: ${problem}`);
    this.name = 'ResponseContractError';
  }
}

function responseSerializer(
  app: FastifyInstance,
  options: RouteSchemaOptions,
): FastifySerializerCompiler<z.ZodType> {
  return ({ schema, method, url }) =>
    (data) => {
      const result = z.safeEncode(schema, data);
      if (!result.success) {
        const problem = z.prettifyError(result.error);
        if (options.strictResponses) throw new ResponseContractError(method, url, problem);
        app.log.error({ method, url, problem }, 'answer breaks its contract; sent whole');
        return JSON.stringify(data);
      }
      if (options.strictResponses) {
        const dropped = droppedFields(data, result.data);
        if (dropped.length > 0) {
          throw new ResponseContractError(method, url, `unnamed ${dropped.join(', ')}`);
        }
      }
      return JSON.stringify(result.data);
    };
}

export function registerRouteSchemas(app: FastifyInstance, options: RouteSchemaOptions): void {
  app.setValidatorCompiler(requestValidator);
  app.setSerializerCompiler(
    options.plainJson ? () => (data) => JSON.stringify(data) : responseSerializer(app, options),
  );
}
