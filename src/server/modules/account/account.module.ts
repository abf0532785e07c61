// The account module's part in the server and the worker (module-manifest.ts): the account page,
// profile and e-mail changes, the email choices opened from an email, deleting an account and
// downloading one's data.
import type { TwoFactorService } from '../../auth/two-factor/two-factor.service';
import { defineModule } from '../module-manifest';
import { createEmailChoiceLinks } from '../notifications/email-choice-links';
import { createAccountDeletionService } from './account-deletion.service';
import { createAccountService } from './account.service';
import { createDataDownloadService } from './data-download.service';
import { createEmailChoicesService } from './email-choices.service';
import { createProfileService } from './profile.service';

export const accountModule = defineModule({
  name: 'account',
  create: (
    { db, mailer, config, storage, log, now, forgetUser },
    { twoFactor }: { twoFactor: TwoFactorService },
  ) => ({
    account: createAccountService({ db }),
    profile: createProfileService({
      db,
      mailer,
      config,
      now,
      ...(forgetUser ? { onCredentialsChange: forgetUser } : {}),
    }),
    accountDeletion: createAccountDeletionService({
      db,
      storage,
      twoFactor,
      log,
      now,
      ...(forgetUser ? { onDeleted: forgetUser } : {}),
    }),
    dataDownload: createDataDownloadService({ db, now }),
    emailChoices: createEmailChoicesService({
      db,
      links: createEmailChoiceLinks({ db, publicUrl: config.publicUrl }),
      now,
    }),
  }),
});
