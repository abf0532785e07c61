// The owner hears of failed sign-ins when their account starts to wait, with a one-click link
// (single-use, expiring, only its hash stored) that clears every wait on the account. One email
// at a time: while a sent link is still good, further lockouts send nothing more.
import { SIGN_IN_UNLOCK_TOKEN_HOURS } from '../../../shared/constants';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Mailer } from '../../integrations/email/email';
import { signInUnlockEmail } from '../../modules/notifications/account-emails';
import { ACCOUNT_PATHS, accountLink } from '../account-paths';
import { consumeAccountToken } from './account-tokens';
import { hashSecretToken } from '../secret-tokens';
import * as repository from './accounts.repository';
import type { TokenPurpose } from '../../db/schema/accounts';
import type { SignInThrottle } from './sign-in-throttle';

const PURPOSE: TokenPurpose = 'sign-in-unlock';
const HOUR_MS = 3_600_000;

export function createSignInUnlock(deps: {
  db: Db;
  mailer: Mailer;
  config: Config;
  throttle: SignInThrottle;
  issueToken: (userId: string, purpose: TokenPurpose, validMs: number) => Promise<string>;
  now: () => Date;
}) {
  const { db, mailer, config, throttle, now } = deps;
  return {
    async notifyOwner(userId: string): Promise<void> {
      if (await repository.hasUsableToken(db, userId, PURPOSE, now())) return;
      const user = await repository.findUserById(db, userId);
      if (!user) return;
      const token = await deps.issueToken(userId, PURPOSE, SIGN_IN_UNLOCK_TOKEN_HOURS * HOUR_MS);
      const content = signInUnlockEmail({
        publicUrl: config.publicUrl,
        fullName: user.fullName,
        unlockUrl: accountLink(config.publicUrl, ACCOUNT_PATHS.unlockSignIn, token),
        resetUrl: `${config.publicUrl}${ACCOUNT_PATHS.forgotPassword}`,
        validHours: SIGN_IN_UNLOCK_TOKEN_HOURS,
      });
      await mailer.send({ to: user.email, template: 'sign-in-unlock', ...content });
    },

    async isUsable(token: string): Promise<boolean> {
      return Boolean(await repository.findUsableToken(db, hashSecretToken(token), PURPOSE, now()));
    },

    /** Uses up the link and clears the account's waits; false when the link is no longer good. */
    async complete(token: string): Promise<boolean> {
      const userId = await consumeAccountToken(db, { token, purpose: PURPOSE, now: now() });
      if (!userId) return false;
      await throttle.clearAccount(userId);
      return true;
    },
  };
}
