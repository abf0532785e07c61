// The second step of a sign-in: after the right password, an account with two-factor on is sent
// here, and the provider finishes the login only after a good code. The pending sign-in is tied
// to the provider's interaction, which the provider ties to this browser.
import type { FastifyInstance } from 'fastify';
import type Provider from 'oidc-provider';
import { PUBLIC } from '../../http/access';
import type { TwoFactorService } from '../two-factor/two-factor.service';
import { ACCOUNT_PATHS, OIDC_MOUNT } from '../account-paths';
import { expiredInteractionView } from './account-views';
import { formBody } from './form-support';
import { findInteraction, finish } from './interaction.routes';
import { sendPage } from './page-reply';
import { SECOND_STEP_MESSAGES, secondStepView } from './two-factor-views';

type UidParams = { Params: { uid: string } };

/** Per address, like the password form; wrong codes are also counted per account. */
export const SECOND_STEP_RATE_LIMIT = { max: 20, timeWindow: '1 minute' } as const;

export function registerTwoFactorLoginRoutes(
  app: FastifyInstance,
  { provider, twoFactor }: { provider: Provider; twoFactor: TwoFactorService },
) {
  const view = (uid: string, extra: { alerts?: string[]; fieldError?: string } = {}) =>
    secondStepView({
      action: ACCOUNT_PATHS.interactionTwoFactor(uid),
      restartUrl: `${ACCOUNT_PATHS.interaction(uid)}?screen=login`,
      ...extra,
    });

  app.get<UidParams>(
    `${OIDC_MOUNT}/interaction/:uid/two-factor`,
    { config: { access: PUBLIC } },
    async (request, reply) => {
      const interaction = await findInteraction(provider, request, reply);
      const userId = interaction && (await twoFactor.challengedUser(interaction.uid));
      if (!interaction || !userId) return sendPage(reply, 400, expiredInteractionView());
      return sendPage(reply, 200, view(interaction.uid));
    },
  );

  app.post<UidParams>(
    `${OIDC_MOUNT}/interaction/:uid/two-factor`,
    { config: { access: PUBLIC, rateLimit: SECOND_STEP_RATE_LIMIT } },
    async (request, reply) => {
      const interaction = await findInteraction(provider, request, reply);
      const userId =
        interaction?.prompt.name === 'login'
          ? await twoFactor.challengedUser(interaction.uid)
          : undefined;
      if (!interaction || !userId) return sendPage(reply, 400, expiredInteractionView());
      const code = (formBody(request).code ?? '').trim();
      if (!code) {
        return sendPage(
          reply,
          400,
          view(interaction.uid, { fieldError: SECOND_STEP_MESSAGES.required }),
        );
      }
      const result = await twoFactor.checkCode(userId, code);
      if (result === 'locked') {
        return sendPage(
          reply,
          423,
          view(interaction.uid, { alerts: [SECOND_STEP_MESSAGES.locked] }),
        );
      }
      if (result === 'wrong') {
        return sendPage(
          reply,
          401,
          view(interaction.uid, { alerts: [SECOND_STEP_MESSAGES.wrong] }),
        );
      }
      await twoFactor.endChallenge(interaction.uid);
      return finish(provider, request, reply, { login: { accountId: userId } });
    },
  );
}
