// The OpenAPI description of every /api route, generated from the routes as they register: their
// zod schemas and their access rule (ADR 0021). Nothing of it is written by hand.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { AccessRule } from './access';
import { PROJECT_ROOT } from '../project-root';

function packageVersion(): string {
  const manifest = JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'package.json'), 'utf8')) as {
    version: string;
  };
  return manifest.version;
}

/** The catch-all that answers unknown API paths is no operation of the API. */
export const UNDESCRIBED_API_ROUTES: readonly string[] = ['/api/*'];

/** The access rule as the document carries it (`x-access` on every operation). */
export interface DescribedAccess {
  kind: AccessRule['kind'];
  roles?: readonly string[];
  /** Judged as the signed-in person even while they act as someone else. */
  realUser?: true;
}

export function describeAccess(rule: AccessRule): DescribedAccess {
  if (rule.kind === 'public') return { kind: 'public' };
  return {
    kind: rule.kind,
    ...(rule.kind === 'roles' ? { roles: [...rule.roles] } : {}),
    ...(rule.realUser ? { realUser: true as const } : {}),
  };
}

export function accessSentence(access: DescribedAccess): string {
  const who =
    access.kind === 'public'
      ? 'Anyone, signed in or not.'
      : access.kind === 'signedIn'
        ? 'Anyone signed in.'
        : `Signed in with a role of: ${(access.roles ?? []).join(', ')}.`;
  const realUser = access.realUser ? ' Judged as the real user while impersonating.' : '';
  return `Access: ${who}${realUser}`;
}

/**
 * OpenAPI has no optional path segment: Fastify's `/:name?` is described with the segment, and
 * the description says it may be left out.
 */
export function describedUrl(url: string): { url: string; optional: string | null } {
  const optional = /\/:(\w+)\?$/.exec(url);
  return optional
    ? { url: url.slice(0, -1), optional: optional[1] ?? null }
    : { url, optional: null };
}

/** The first path segment after /api names the domain an operation belongs to. */
function tagOf(url: string): string {
  return url.split('/')[2] ?? 'api';
}

export async function registerApiDescription(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Just Financial Advice API',
        version: packageVersion(),
        description:
          'Every API route of the product, generated from the routes themselves: their request ' +
          'and response contracts and who may call them (`x-access`).',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: (document) => {
      const { url, route } = document;
      if (!url.startsWith('/api/') || UNDESCRIBED_API_ROUTES.includes(url)) {
        return { schema: { hide: true }, url };
      }
      const described = describedUrl(url);
      const transformed = jsonSchemaTransform({ ...document, url: described.url });
      const rule = route.config?.access;
      if (!rule) return transformed;
      const access = describeAccess(rule);
      const optional = described.optional
        ? ` The last segment (${described.optional}) may be left out.`
        : '';
      return {
        url: transformed.url,
        schema: {
          ...transformed.schema,
          tags: [tagOf(url)],
          description: accessSentence(access) + optional,
          security: access.kind === 'public' ? [] : [{ bearer: [] }],
          'x-access': access,
        },
      };
    },
    transformObject: jsonSchemaTransformObject,
  });
}
