// Mounts oidc-provider (a Koa application) at /oidc inside Fastify. The provider parses the raw
// request body itself, so this scope has no parsers of its own; Fastify hands the raw request over
// with the mount prefix stripped and originalUrl kept, which the provider uses to build its URLs.
// The body is read here first, so the input rule sees the provider's parameters too.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { PUBLIC } from '../../http/access';
import { inputRejection } from '../../http/input-guard';
import { checkProviderBody } from './provider-body';
import { OIDC_MOUNT } from '../account-paths';
import type { OidcProviderDeps } from './oidc-provider';
import { createOidcProvider } from './oidc-provider';
import { loadIdentityKeys } from '../identity-keys';
import { startExpiredPayloadSweep } from './postgres-adapter';
import { mirrorSessionState } from './session-state-cookie';
import { LOGOUT_SUBMIT_SCRIPT, LOGOUT_SUBMIT_SCRIPT_PATH } from './provider-pages';

/** Per address: discovery, keys, authorize, token and refresh calls together. */
const PROVIDER_RATE_LIMIT = { max: 300, timeWindow: '1 minute' } as const;

type RawWithOriginal = FastifyRequest['raw'] & { originalUrl?: string };
type RawWithBody = FastifyRequest['raw'] & { body?: Buffer };
/** The provider's own cap on a form or JSON body. */
const PROVIDER_BODY_LIMIT_BYTES = 56 * 1024;

export async function registerOidcProvider(
  app: FastifyInstance,
  deps: Omit<OidcProviderDeps, 'keys'>,
): Promise<Provider> {
  const keys = await loadIdentityKeys(deps.db);
  const provider = createOidcProvider({ ...deps, keys });
  // Only failures of the provider itself; token and parameter values never reach the log.
  provider.on('server_error', (_ctx, error) =>
    app.log.error({ err: error }, 'identity provider error'),
  );
  const stopSweep = startExpiredPayloadSweep(deps.db, undefined, (error) =>
    app.log.warn({ err: error }, 'expired identity state could not be removed'),
  );
  app.addHook('onClose', async () => stopSweep());

  app.get(LOGOUT_SUBMIT_SCRIPT_PATH, { config: { access: PUBLIC } }, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(LOGOUT_SUBMIT_SCRIPT),
  );

  const callback = provider.callback();
  const secure = new URL(deps.config.publicUrl).protocol === 'https:';
  const handle = (request: FastifyRequest, reply: FastifyReply) => {
    reply.hijack();
    const raw = request.raw as RawWithOriginal;
    const url = raw.url ?? OIDC_MOUNT;
    raw.originalUrl = url;
    const rest = url.slice(OIDC_MOUNT.length);
    raw.url = rest.startsWith('/') ? rest : `/${rest}`;
    mirrorSessionState(reply.raw, secure);
    void callback(raw, reply.raw);
  };

  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: PROVIDER_BODY_LIMIT_BYTES },
      (request, body, done) => {
        const problems = checkProviderBody(request.headers['content-type'], body as Buffer);
        if (problems) {
          done(inputRejection(problems));
          return;
        }
        // The provider reads a body already read from req.body (it warns once that it did).
        (request.raw as RawWithBody).body = body as Buffer;
        done(null);
      },
    );
    for (const url of [OIDC_MOUNT, `${OIDC_MOUNT}/*`]) {
      scope.route({
        method: ['GET', 'POST', 'OPTIONS'],
        url,
        config: { access: PUBLIC, rateLimit: PROVIDER_RATE_LIMIT },
        handler: handle,
      });
    }
  });
  return provider;
}
