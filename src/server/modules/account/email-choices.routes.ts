// HTTP of the email choices reached from an email without signing in (ADR 0064): the page's read
// and save with the link's token in the body, and the List-Unsubscribe address of RFC 8058 that a
// mail program posts to (its token in the address, as the header carries it).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  ONE_CLICK_FIELD,
  ONE_CLICK_VALUE,
  emailChoicesReadSchema,
  emailChoicesSchema,
  emailChoicesTokenSchema,
  emailChoicesUpdateSchema,
  notificationKindSchema,
} from '../../../shared/contracts/email-choices';
import { AppError } from '../../../shared/errors';
import { EMAIL_CHOICES_PAGES } from '../../../shared/routes/email-choices';
import { EMAIL_CHOICES_API } from '../../../shared/routes/email-choices-api';
import { PUBLIC } from '../../http/access';
import { NO_STORE } from '../../http/cache-headers';
import { NO_CONTENT, withSchemas } from '../../http/route-schemas';
import type { EmailChoicesService } from './email-choices.service';

/** Guessing a 256-bit signature is hopeless; this keeps anyone from trying hard. */
const TOKEN_LIMIT = { max: 30, timeWindow: '1 minute' };
/**
 * A mail provider posts the one-click unsubscribes of all its users from a few addresses, and a
 * refused one leaves someone getting mail they turned off: no tighter than a flood needs (the
 * app-wide limit per address still applies).
 */
const ONE_CLICK_LIMIT = { max: 600, timeWindow: '1 minute' };
/** A one-click body is one short field; a form of a few kilobytes is plenty. */
const ONE_CLICK_BODY_LIMIT_BYTES = 4 * 1024;

const oneClickQuery = z.object({ kind: notificationKindSchema, token: emailChoicesTokenSchema });

/**
 * Whether a one-click body says List-Unsubscribe=One-Click, as RFC 8058 has mail programs post
 * it: urlencoded, or as a field of multipart/form-data.
 */
export function isOneClickBody(contentType: string | undefined, body: string): boolean {
  const type = contentType?.split(';')[0]?.trim().toLowerCase();
  if (type === 'application/x-www-form-urlencoded') {
    return new URLSearchParams(body).get(ONE_CLICK_FIELD) === ONE_CLICK_VALUE;
  }
  if (type === 'multipart/form-data') {
    const field = new RegExp(
      `content-disposition:\\s*form-data;\\s*name="?${ONE_CLICK_FIELD}"?\\s*\\r?\\n\\r?\\n${ONE_CLICK_VALUE}\\r?\\n`,
      'i',
    );
    return field.test(body);
  }
  return false;
}

export function registerEmailChoicesRoutes(app: FastifyInstance, choices: EmailChoicesService) {
  const routes = withSchemas(app);

  routes.post(
    EMAIL_CHOICES_API.read,
    {
      config: { access: PUBLIC, rateLimit: TOKEN_LIMIT },
      schema: { body: emailChoicesReadSchema, response: { 200: emailChoicesSchema } },
    },
    async (request, reply) => {
      void reply.headers(NO_STORE);
      return choices.read(request.body.token);
    },
  );

  routes.put(
    EMAIL_CHOICES_API.save,
    {
      config: { access: PUBLIC, rateLimit: TOKEN_LIMIT },
      schema: { body: emailChoicesUpdateSchema, response: { 200: emailChoicesSchema } },
    },
    async (request, reply) => {
      void reply.headers(NO_STORE);
      return choices.save(request.body);
    },
  );

  // A person's browser opening the address (some mail programs do): the choices page, where they
  // decide. A GET never changes anything: link checkers open every address of an email.
  routes.get(
    EMAIL_CHOICES_API.oneClickPath,
    {
      config: { access: PUBLIC, rateLimit: TOKEN_LIMIT },
      schema: { querystring: oneClickQuery, response: { 303: NO_CONTENT } },
    },
    async (request, reply) =>
      reply
        .code(303)
        .headers(NO_STORE)
        .header('Location', EMAIL_CHOICES_PAGES.choices(request.query.token, request.query.kind))
        .send(),
  );

  // The mail program's own "Unsubscribe" (RFC 8058): its body is a form, read here as text.
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'string', bodyLimit: ONE_CLICK_BODY_LIMIT_BYTES },
      (_request, body, done) => done(null, body),
    );
    withSchemas(scope).post(
      EMAIL_CHOICES_API.oneClickPath,
      {
        config: { access: PUBLIC, rateLimit: ONE_CLICK_LIMIT },
        schema: { querystring: oneClickQuery, response: { 204: NO_CONTENT } },
      },
      async (request, reply) => {
        const body = typeof request.body === 'string' ? request.body : '';
        if (!isOneClickBody(request.headers['content-type'], body)) {
          const problem = `Post ${ONE_CLICK_FIELD}=${ONE_CLICK_VALUE} as a form.`;
          throw new AppError('validation', problem, { [ONE_CLICK_FIELD]: [problem] });
        }
        await choices.turnOff(request.query.token, request.query.kind);
        return reply.code(204).headers(NO_STORE).send();
      },
    );
  });
}
