// The pages of a sign-in interaction: oidc-provider sends the browser to /oidc/interaction/{uid}
// when someone must log in; registering from there signs the new person straight in.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errors } from 'oidc-provider';
import type Provider from 'oidc-provider';
import type { InteractionResults } from 'oidc-provider';
import { BOOKING_CONTEXT_PARAM } from '../../../shared/routes/identity';
import { AppError } from '../../../shared/errors';
import { PUBLIC } from '../../http/access';
import type { AccountsService } from '../accounts/accounts.service';
import type { TwoFactorService } from '../two-factor/two-factor.service';
import { ACCOUNT_PATHS, OIDC_MOUNT } from '../account-paths';
import { expiredInteractionView, LOGIN_MESSAGES, loginView, registerView } from './account-views';
import { bookingCardFor } from './booking-card';
import type { PreviewHour } from './booking-card';
import { formBody } from './form-support';
import { sendPage } from './page-reply';

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;
type UidParams = { Params: { uid: string } };

/** Per address: enough for typing mistakes, too few for guessing. */
export const LOGIN_RATE_LIMIT = { max: 20, timeWindow: '1 minute' } as const;
export const REGISTER_RATE_LIMIT = { max: 10, timeWindow: '1 minute' } as const;

export interface InteractionDeps {
  provider: Provider;
  accounts: AccountsService;
  twoFactor: TwoFactorService;
  /** The advisor and price of a time being booked, for the card on these pages (ADR 0054). */
  previewHour?: PreviewHour;
}

export async function findInteraction(
  provider: Provider,
  request: FastifyRequest<UidParams>,
  reply: FastifyReply,
): Promise<Interaction | undefined> {
  try {
    const interaction = await provider.interactionDetails(request.raw, reply.raw);
    return interaction.uid === request.params.uid ? interaction : undefined;
  } catch (error) {
    if (error instanceof errors.SessionNotFound) return undefined;
    throw error;
  }
}

/** A login starts afresh; a consent keeps the login it follows. */
export async function finish(
  provider: Provider,
  request: FastifyRequest,
  reply: FastifyReply,
  result: InteractionResults,
) {
  const returnTo = await provider.interactionResult(request.raw, reply.raw, result, {
    mergeWithLastSubmission: 'consent' in result,
  });
  return reply.header('cache-control', 'no-store').redirect(returnTo, 303);
}

/**
 * Consent is normally granted before this page is needed (see loadExistingGrant); should the
 * provider still ask, the same first-party rule answers without showing anything.
 */
async function grantConsent(provider: Provider, interaction: Interaction): Promise<string> {
  const { prompt, params, session, grantId } = interaction;
  const grant = grantId
    ? await provider.Grant.find(grantId)
    : new provider.Grant({ accountId: session?.accountId, clientId: String(params.client_id) });
  if (!grant) throw new Error('The grant of the interaction is gone.');
  const details = prompt.details as {
    missingOIDCScope?: string[];
    missingOIDCClaims?: string[];
    missingResourceScopes?: Record<string, string[]>;
  };
  if (details.missingOIDCScope) grant.addOIDCScope(details.missingOIDCScope.join(' '));
  if (details.missingOIDCClaims) grant.addOIDCClaims(details.missingOIDCClaims);
  for (const [indicator, scopes] of Object.entries(details.missingResourceScopes ?? {})) {
    grant.addResourceScope(indicator, scopes.join(' '));
  }
  return grant.save();
}

const isAffiliate = (value: unknown) => value === 'true';

export function registerInteractionRoutes(
  app: FastifyInstance,
  { provider, accounts, twoFactor, previewHour }: InteractionDeps,
) {
  const cardOf = (interaction: Interaction) =>
    bookingCardFor(interaction.params[BOOKING_CONTEXT_PARAM], previewHour);
  const loginAction = (uid: string) => `${ACCOUNT_PATHS.interaction(uid)}/login`;

  app.get<UidParams & { Querystring: { screen?: string } }>(
    `${OIDC_MOUNT}/interaction/:uid`,
    { config: { access: PUBLIC } },
    async (request, reply) => {
      const interaction = await findInteraction(provider, request, reply);
      if (!interaction) return sendPage(reply, 400, expiredInteractionView());
      const { uid, prompt, params } = interaction;
      if (prompt.name === 'consent') {
        const grantId = await grantConsent(provider, interaction);
        return finish(provider, request, reply, { consent: { grantId } });
      }
      if ((request.query.screen ?? params.screen) === 'register') {
        return sendPage(
          reply,
          200,
          registerView({
            action: ACCOUNT_PATHS.interactionRegister(uid),
            loginUrl: ACCOUNT_PATHS.interaction(uid).concat('?screen=login'),
            affiliate: isAffiliate(params.affiliate),
            bookingCard: await cardOf(interaction),
          }),
        );
      }
      return sendPage(
        reply,
        200,
        loginView({
          action: loginAction(uid),
          registerUrl: ACCOUNT_PATHS.interactionRegister(uid),
          bookingCard: await cardOf(interaction),
        }),
      );
    },
  );

  app.post<UidParams>(
    `${OIDC_MOUNT}/interaction/:uid/login`,
    { config: { access: PUBLIC, rateLimit: LOGIN_RATE_LIMIT } },
    async (request, reply) => {
      const interaction = await findInteraction(provider, request, reply);
      if (!interaction || interaction.prompt.name !== 'login') {
        return sendPage(reply, 400, expiredInteractionView());
      }
      const body = formBody(request);
      const email = (body.email ?? '').trim();
      const password = body.password ?? '';
      const page = (status: number, view: Parameters<typeof loginView>[0]) =>
        sendPage(reply, status, loginView(view));
      const base = {
        action: loginAction(interaction.uid),
        registerUrl: ACCOUNT_PATHS.interactionRegister(interaction.uid),
        email,
        bookingCard: await cardOf(interaction),
      };
      if (!email || !password) {
        return page(400, {
          ...base,
          fieldErrors: {
            ...(email ? {} : { email: [LOGIN_MESSAGES.emailRequired] }),
            ...(password ? {} : { password: [LOGIN_MESSAGES.passwordRequired] }),
          },
        });
      }
      const result = await accounts.authenticate(email, password, request.ip);
      if (!result.ok) {
        if (result.reason === 'invalid') {
          return page(401, { ...base, alerts: [LOGIN_MESSAGES.invalid] });
        }
        const seconds = Math.max(1, Math.ceil((result.waitUntil.getTime() - Date.now()) / 1000));
        void reply.header('retry-after', String(seconds));
        return page(423, { ...base, alerts: [LOGIN_MESSAGES.locked(Math.ceil(seconds / 60))] });
      }
      if (await twoFactor.isEnabled(result.userId)) {
        await twoFactor.startChallenge(interaction.uid, result.userId);
        const next = ACCOUNT_PATHS.interactionTwoFactor(interaction.uid);
        return reply.header('cache-control', 'no-store').redirect(next, 303);
      }
      return finish(provider, request, reply, { login: { accountId: result.userId } });
    },
  );

  // `/oidc/interaction/{uid}?screen=login` comes back from the register page to the login form.
  app.get<UidParams & { Querystring: { affiliate?: string } }>(
    `${OIDC_MOUNT}/interaction/:uid/register`,
    { config: { access: PUBLIC } },
    async (request, reply) => {
      const interaction = await findInteraction(provider, request, reply);
      if (!interaction) return sendPage(reply, 400, expiredInteractionView());
      return sendPage(
        reply,
        200,
        registerView({
          action: ACCOUNT_PATHS.interactionRegister(interaction.uid),
          loginUrl: ACCOUNT_PATHS.interaction(interaction.uid).concat('?screen=login'),
          affiliate:
            isAffiliate(request.query.affiliate) || isAffiliate(interaction.params.affiliate),
          bookingCard: await cardOf(interaction),
        }),
      );
    },
  );

  app.post<UidParams>(
    `${OIDC_MOUNT}/interaction/:uid/register`,
    { config: { access: PUBLIC, rateLimit: REGISTER_RATE_LIMIT } },
    async (request, reply) => {
      const interaction = await findInteraction(provider, request, reply);
      if (!interaction || interaction.prompt.name !== 'login') {
        return sendPage(reply, 400, expiredInteractionView());
      }
      const body = formBody(request);
      const affiliate = isAffiliate(body.affiliate);
      try {
        const { userId } = await accounts.register({
          fullName: body.fullName ?? '',
          email: body.email ?? '',
          password: body.password ?? '',
          affiliate,
        });
        return await finish(provider, request, reply, { login: { accountId: userId } });
      } catch (error) {
        if (!(error instanceof AppError) || error.code !== 'validation') throw error;
        return sendPage(
          reply,
          400,
          registerView({
            action: ACCOUNT_PATHS.interactionRegister(interaction.uid),
            loginUrl: ACCOUNT_PATHS.interaction(interaction.uid).concat('?screen=login'),
            affiliate,
            values: { fullName: body.fullName, email: body.email },
            fieldErrors: error.fieldErrors,
            bookingCard: await cardOf(interaction),
          }),
        );
      }
    },
  );
}
